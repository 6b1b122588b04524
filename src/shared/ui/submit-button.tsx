/**
 * A form's submit button: disabled while the form is submitting (or when told), with a loading
 * spinner overlay over the form (spec §4), and the focus back on it when a submit it started
 * fails. Place it inside a positioned form (`FormFrame`).
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import { useFocusReturnAfterBusy } from '../hooks/use-focus-return-after-busy';
import { Button, type ButtonStyleProps } from './button';
import { Spinner } from './spinner';

/** A form that can carry the overlay. */
export const FormFrame = styled.form`
	position: relative;
`;

const Overlay = styled.div`
	position: absolute;
	inset: 0;
	display: flex;
	align-items: center;
	justify-content: center;
	background: rgba(
		255,
		255,
		255,
		${ ( { theme } ) => theme.overlayOpacity }
	);
	border-radius: ${ ( { theme } ) => theme.radius.large };
	z-index: 2;
`;

interface SubmitButtonProps extends ButtonStyleProps {
	isSubmitting: boolean;
	isDisabled?: boolean;
	children: ReactNode;
}

export function SubmitButton( {
	isSubmitting,
	isDisabled = false,
	children,
	...style
}: SubmitButtonProps ) {
	const focusReturn =
		useFocusReturnAfterBusy< HTMLButtonElement >( isSubmitting );
	return (
		<>
			<Button
				{ ...focusReturn }
				type="submit"
				className="p2p-submit-button"
				disabled={ isSubmitting || isDisabled }
				aria-busy={ isSubmitting || undefined }
				{ ...style }
			>
				{ children }
			</Button>
			{ isSubmitting && (
				<Overlay className="p2p-form-overlay">
					<Spinner
						size="large"
						label={ __( 'Saving…', 'p2p-fundraising' ) }
					/>
				</Overlay>
			) }
		</>
	);
}
