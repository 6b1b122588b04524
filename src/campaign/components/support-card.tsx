/**
 * 'Support this team' / 'Support this Fundraiser': a short call with the donate button.
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import { classNames } from '../../shared/ui/class-names';
import { ButtonLink } from './button-link';
import { TitledSection } from './titled-section';

const Text = styled.p`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	color: ${ ( { theme } ) => theme.colors.muted };
	overflow-wrap: anywhere;
`;

const Donate = styled( ButtonLink )`
	min-width: ${ ( { theme } ) => theme.donateButtonMinWidth };
`;

interface SupportCardProps {
	heading: string;
	text: string;
	donateTo: string;
	/** The donate button's text; 'Donate Now' unless given. */
	donateLabel?: string;
	className?: string;
}

export function SupportCard( {
	heading,
	text,
	donateTo,
	donateLabel,
	className,
}: SupportCardProps ) {
	return (
		<TitledSection
			isBoxed
			title={ heading }
			className={ classNames( 'p2p-support', className ) }
		>
			<Text>{ text }</Text>
			<Donate to={ donateTo } $isWide>
				{ donateLabel ?? __( 'Donate Now', 'p2p-fundraising' ) }
			</Donate>
		</TitledSection>
	);
}
