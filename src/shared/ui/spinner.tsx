/**
 * Loading indicator in four sizes. Announced once through its label; decorative when `label`
 * is empty because the surrounding region already says it is busy.
 */
import { __ } from '@wordpress/i18n';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'tiny' | 'small' | 'medium' | 'large';

const DIAMETERS: Record< SpinnerSize, number > = {
	tiny: 12,
	small: 20,
	medium: 32,
	large: 48,
};

const spin = keyframes`
	to { transform: rotate(360deg); }
`;

const Circle = styled.span< { $size: number } >`
	display: inline-block;
	width: ${ ( { $size } ) => $size }px;
	height: ${ ( { $size } ) => $size }px;
	border: ${ ( { $size } ) => Math.max( 2, Math.round( $size / 10 ) ) }px
		solid ${ ( { theme } ) => theme.colors.border };
	border-top-color: ${ ( { theme } ) => theme.colors.primaryText };
	border-radius: 50%;
	animation: ${ spin } 0.8s linear infinite;
	vertical-align: middle;

	@media ( prefers-reduced-motion: reduce ) {
		animation-duration: 2.4s;
	}
`;

const Centered = styled.div`
	display: flex;
	justify-content: center;
	padding: ${ ( { theme } ) => theme.spacer }px;
`;

interface SpinnerProps {
	size?: SpinnerSize;
	label?: string;
	isCentered?: boolean;
}

export function Spinner( {
	size = 'medium',
	label = __( 'Loading…', 'p2p-fundraising' ),
	isCentered = false,
}: SpinnerProps ) {
	const spinner = (
		<span className="p2p-spinner" role={ label ? 'status' : undefined }>
			<Circle $size={ DIAMETERS[ size ] } aria-hidden="true" />
			{ label && <VisuallyHidden>{ label }</VisuallyHidden> }
		</span>
	);
	return isCentered ? <Centered>{ spinner }</Centered> : spinner;
}
