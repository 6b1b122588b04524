/**
 * A labelled form control with its hint and error wired for assistive technology: the label is
 * tied to the control, an error sets aria-invalid and is named by aria-describedby, and it is
 * announced (role="alert") when it appears. Both apps build their forms from these fields; each
 * takes the native props of its control, so react-hook-form's `register()` spreads onto it.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import {
	forwardRef,
	useCallback,
	useId,
	useState,
	type ChangeEvent,
	type ReactNode,
	type InputHTMLAttributes,
	type SelectHTMLAttributes,
	type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { classNames } from './class-names';
import { VisuallyHidden } from './visually-hidden';
import { useCountFormat } from '../app-services';

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

const RequiredMark = styled.span`
	color: ${ ( { theme } ) => theme.colors.danger };
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

// Doubled class: WordPress's admin styles every typed input (input[type="password"],
// [type="number"]…) at 30 px with a selector that outweighs one class.
const Input = styled.input< { $isInvalid?: boolean } >`
	&& {
		${ controlStyles }
	}
`;

const TextArea = styled.textarea< { $isInvalid?: boolean } >`
	${ controlStyles }
	resize: vertical;
`;

const Select = styled.select< { $isInvalid?: boolean } >`
	${ controlStyles }
`;

/** Ids of the hint, error and character count of a control with id `id`. */
export const hintId = ( id: string ) => `${ id }-hint`;
export const errorId = ( id: string ) => `${ id }-error`;
export const countId = ( id: string ) => `${ id }-count`;

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
	/** Marks the label with an asterisk (hidden from screen readers: the control says `required`). */
	isRequired?: boolean;
	children: ReactNode;
	className?: string;
}

/** Label, control (children), hint and error. */
export function Field( {
	id,
	label,
	error,
	hint,
	isRequired,
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
			<Label htmlFor={ id }>
				{ label }
				{ isRequired && (
					<RequiredMark aria-hidden="true"> *</RequiredMark>
				) }
			</Label>
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

/** What every field adds to its control's native props. */
interface FieldOwnProps {
	/** Defaults to a generated id. */
	id?: string;
	label: string;
	error?: string;
	hint?: ReactNode;
	isRequired?: boolean;
}

/** The given id, or a stable generated one. */
function useFieldId( id?: string ) {
	const generated = useId();
	return id ?? generated;
}

/**
 * Splits a field's props into what its <Field> shows (label, hint, error) and what its control
 * gets: the native props plus the id, required flag and invalid/described-by wiring. One place,
 * so the three controls cannot wire assistive technology differently.
 */
function useLabelledControl< Native extends object >( {
	id: givenId,
	label,
	error,
	hint,
	isRequired,
	className,
	...native
}: FieldOwnProps & { className?: string } & Native ) {
	const id = useFieldId( givenId );
	return {
		field: { id, label, error, hint, isRequired, className },
		control: {
			id,
			required: isRequired,
			$isInvalid: !! error,
			...describedBy( id, !! hint, error ),
			...native,
		},
	};
}

type TextFieldProps = FieldOwnProps &
	Omit< InputHTMLAttributes< HTMLInputElement >, 'id' >;

export const TextField = forwardRef< HTMLInputElement, TextFieldProps >(
	function TextFieldControl( props, ref ) {
		const { field, control } = useLabelledControl( props );
		return (
			<Field { ...field }>
				<Input ref={ ref } { ...control } />
			</Field>
		);
	}
);

type TextAreaFieldProps = FieldOwnProps &
	Omit< TextareaHTMLAttributes< HTMLTextAreaElement >, 'id' >;

/**
 * A text box. With `maxLength` it counts: "120 of 10,000 characters" under it (named by the
 * control's aria-describedby, so it is read on focus), and, once few characters are left, a polite
 * announcement of how many remain. The browser stops typing at the limit; the server refuses a
 * longer text anyway (its message then shows as the field's error).
 */
export const TextAreaField = forwardRef<
	HTMLTextAreaElement,
	TextAreaFieldProps
>( function TextAreaFieldControl( props, ref ) {
	const { field, control } = useLabelledControl( props );
	const { maxLength, value, defaultValue, onChange } = props;
	const [ typed, setTyped ] = useState(
		() => String( value ?? defaultValue ?? '' ).length
	);
	// A registered (uncontrolled) box gets its value from react-hook-form through the ref: count it then.
	const isControlled = value !== undefined;
	const attach = useCallback(
		( element: HTMLTextAreaElement | null ) => {
			if ( typeof ref === 'function' ) {
				ref( element );
			} else if ( ref ) {
				ref.current = element;
			}
			if ( element && ! isControlled ) {
				setTyped( element.value.length );
			}
		},
		[ ref, isControlled ]
	);
	if ( ! maxLength || maxLength <= 0 ) {
		return (
			<Field { ...field }>
				<TextArea ref={ ref } { ...control } />
			</Field>
		);
	}
	const length = isControlled ? String( value ).length : typed;
	const describedByIds = [
		control[ 'aria-describedby' ],
		countId( control.id ),
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<Field { ...field }>
			<TextArea
				ref={ attach }
				{ ...control }
				aria-describedby={ describedByIds }
				onChange={ ( event ) => {
					setTyped( event.target.value.length );
					onChange?.( event );
				} }
			/>
			<CharacterCount
				id={ countId( control.id ) }
				length={ length }
				max={ maxLength }
			/>
		</Field>
	);
} );

/** The counter of a text box with a limit. */
function CharacterCount( {
	id,
	length,
	max,
}: {
	id: string;
	length: number;
	max: number;
} ) {
	const format = useCountFormat();
	const left = Math.max( 0, max - length );
	const isNearLimit = left <= Math.max( 20, Math.round( max / 10 ) );
	return (
		<>
			<FieldHint id={ id } className="p2p-field__count">
				{ sprintf(
					/* translators: 1: characters typed, 2: the most allowed. */
					__( '%1$s of %2$s characters', 'p2p-fundraising' ),
					format( length ),
					format( max )
				) }
			</FieldHint>
			<VisuallyHidden aria-live="polite">
				{ isNearLimit
					? sprintf(
							/* translators: %s: number of characters still allowed. */
							_n(
								'%s character left',
								'%s characters left',
								left,
								'p2p-fundraising'
							),
							format( left )
						)
					: '' }
			</VisuallyHidden>
		</>
	);
}

type SelectFieldProps = FieldOwnProps &
	Omit< SelectHTMLAttributes< HTMLSelectElement >, 'id' > & {
		options: ReadonlyArray< { value: string; label: string } >;
	};

export const SelectField = forwardRef< HTMLSelectElement, SelectFieldProps >(
	function SelectFieldControl( { options, ...props }, ref ) {
		const { field, control } = useLabelledControl( props );
		return (
			<Field { ...field }>
				<Select ref={ ref } { ...control }>
					{ options.map( ( option ) => (
						<option key={ option.value } value={ option.value }>
							{ option.label }
						</option>
					) ) }
				</Select>
			</Field>
		);
	}
);

const CheckboxRow = styled.div`
	display: flex;
	gap: 0.5rem;
	align-items: center;
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
`;

type CheckboxFieldProps = Omit<
	InputHTMLAttributes< HTMLInputElement >,
	'id' | 'type'
> & {
	id?: string;
	label: string;
};

/** A checkbox with its label after it, as forms conventionally show one. */
export const CheckboxField = forwardRef< HTMLInputElement, CheckboxFieldProps >(
	function CheckboxFieldControl(
		{ id: givenId, label, className, ...input },
		ref
	) {
		const id = useFieldId( givenId );
		return (
			<CheckboxRow
				className={ classNames(
					'p2p-field',
					'p2p-checkbox',
					className
				) }
			>
				<input ref={ ref } id={ id } type="checkbox" { ...input } />
				<label htmlFor={ id }>{ label }</label>
			</CheckboxRow>
		);
	}
);

/** The change event of any field's control, for handlers shared by several fields. */
export type FieldChangeEvent = ChangeEvent<
	HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
>;

/** Adapts a handler of the new value (a state setter) to a field's onChange. */
export const withValue =
	( onValue: ( value: string ) => void ) => ( event: FieldChangeEvent ) =>
		onValue( event.target.value );
