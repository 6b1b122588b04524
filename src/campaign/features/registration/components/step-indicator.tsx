/**
 * The wizard's steps (spec §2): numbered from 1, the active one highlighted and marked as the
 * current step for assistive technology.
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import { classNames } from '../../../../shared/ui/class-names';
import { navigationSteps, type NavigationSetName } from '../navigation-sets';

const List = styled.ol`
	display: flex;
	flex-wrap: wrap;
	justify-content: center;
	gap: 0.5rem 1.5rem;
	margin: 0 auto ${ ( { theme } ) => theme.spacer }px;
	padding: 0;
	list-style: none;
`;

const Item = styled.li`
	display: flex;
	align-items: center;
	gap: 0.5rem;
	color: ${ ( { theme } ) => theme.colors.muted };

	&.is-active {
		color: ${ ( { theme } ) => theme.colors.text };
		font-weight: 700;
	}
`;

const Number = styled.span`
	display: inline-flex;
	align-items: center;
	justify-content: center;
	width: 2rem;
	height: 2rem;
	border-radius: 50%;
	border: 2px solid currentColor;
	font-weight: 700;

	.is-active & {
		background: ${ ( { theme } ) => theme.colors.primarySurface };
		border-color: ${ ( { theme } ) => theme.colors.primarySurface };
		color: ${ ( { theme } ) => theme.colors.onPrimary };
	}
`;

interface StepIndicatorProps {
	set: NavigationSetName;
	currentStep: number;
}

export function StepIndicator( { set, currentStep }: StepIndicatorProps ) {
	return (
		<nav
			aria-label={ __( 'Registration steps', 'p2p-fundraising' ) }
			className="p2p-steps"
		>
			<List>
				{ navigationSteps( set ).map( ( { name, step } ) => (
					<Item
						key={ step }
						className={ classNames(
							'p2p-steps__step',
							step === currentStep && 'is-active'
						) }
						aria-current={
							step === currentStep ? 'step' : undefined
						}
					>
						<Number aria-hidden="true">{ step }</Number>
						<span>{ name }</span>
					</Item>
				) ) }
			</List>
		</nav>
	);
}
