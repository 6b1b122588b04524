/**
 * A labelled form control with its hint and error wired for assistive technology: the label is
 * tied to the control, an error sets aria-invalid and is named by aria-describedby, and it is
 * announced (role="alert") when it appears.
 */
import {
	forwardRef,
	type ReactNode,
	type InputHTMLAttributes,
	type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { classNames } from './class-names';

export const controlStyles = css< { $isInvalid?: boolean } >`
	width: 100%;
	min-height: 44px;
	padding: 0.6rem 0.9rem;
	font: inherit;
	color: ${ ( { theme } ) => theme.colors.text };
	background: ${ ( { theme } ) => theme.colors.surface };
	border: 1px solid
		${ ( { theme, $isInvalid } ) => ( $isInvalid ? theme.colors.danger : '#8c8f94' ) };
	border-radius: ${ ( { theme } ) => theme.radius.medium };
	box-sizing: border-box;

	&:focus {
		outline: 2px solid ${ ( { theme } ) => theme.colors.focus };
		outline-offset: 1px;
	}

	&:disabled {
		background: ${ ( { theme } ) => theme.colors.background };
		color: ${ ( { theme } ) => theme.colors.muted };
	}
`;

const Wrapper = styled.div`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
`;

const Label = styled.label`
	display: block;
	margin: 0 0 0.35rem;
	font-weight: 600;
`;

export const FieldHint = styled.p`
	margin: 0.35rem 0 0;
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	color: ${ ( { theme } ) => theme.colors.muted };
`;

export const FieldErrorText = styled.p`
	margin: 0.35rem 0 0;
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	font-weight: 600;
	color: ${ ( { theme } ) => theme.colors.danger };
`;

const Input = styled.input< { $isInvalid?: boolean } >`
	${ controlStyles }
`;

const TextArea = styled.textarea< { $isInvalid?: boolean } >`
	${ controlStyles }
	resize: vertical;
`;

/** Ids of the hint and error of a control with id `id`. */
export const hintId = ( id: string ) => `${ id }-hint`;
export const errorId = ( id: string ) => `${ id }-error`;

/** aria-invalid / aria-describedby of a control. */
export function describedBy( id: string, hasHint: boolean, error?: string ) {
	const ids = [ hasHint && hintId( id ), error && errorId( id ) ].filter(
		Boolean
	);
	return {
		'aria-invalid': error ? ( true as const ) : undefined,
		'aria-describedby': ids.length ? ids.join( ' ' ) : undefined,
	};
}

interface FieldProps {
	id: string;
	label: string;
	error?: string;
	hint?: ReactNode;
	children: ReactNode;
	className?: string;
}

/** Label, control (children), hint and error. */
export function Field( {
	id,
	label,
	error,
	hint,
	children,
	className,
}: FieldProps ) {
	return (
		<Wrapper
			className={ classNames(
				'p2p-field',
				error && 'has-error',
				className
			) }
		>
			<Label htmlFor={ id }>{ label }</Label>
			{ children }
			{ hint && <FieldHint id={ hintId( id ) }>{ hint }</FieldHint> }
			{ error && (
				<FieldErrorText
					id={ errorId( id ) }
					role="alert"
					className="p2p-field__error"
				>
					{ error }
				</FieldErrorText>
			) }
		</Wrapper>
	);
}

interface TextFieldProps extends InputHTMLAttributes< HTMLInputElement > {
	id: string;
	label: string;
	error?: string;
	hint?: ReactNode;
}

export const TextField = forwardRef< HTMLInputElement, TextFieldProps >(
	function TextFieldControl(
		{ id, label, error, hint, className, ...input },
		ref
	) {
		return (
			<Field
				id={ id }
				label={ label }
				error={ error }
				hint={ hint }
				className={ className }
			>
				<Input
					ref={ ref }
					id={ id }
					$isInvalid={ !! error }
					{ ...describedBy( id, !! hint, error ) }
					{ ...input }
				/>
			</Field>
		);
	}
);

interface TextAreaFieldProps extends TextareaHTMLAttributes< HTMLTextAreaElement > {
	id: string;
	label: string;
	error?: string;
	hint?: ReactNode;
}

export const TextAreaField = forwardRef<
	HTMLTextAreaElement,
	TextAreaFieldProps
>( function TextAreaFieldControl(
	{ id, label, error, hint, className, ...textarea },
	ref
) {
	return (
		<Field
			id={ id }
			label={ label }
			error={ error }
			hint={ hint }
			className={ className }
		>
			<TextArea
				ref={ ref }
				id={ id }
				$isInvalid={ !! error }
				{ ...describedBy( id, !! hint, error ) }
				{ ...textarea }
			/>
		</Field>
	);
} );
