/**
 * A list of e-mail addresses typed as text (spec §5): split on spaces, commas and semicolons;
 * each piece checked; duplicates dropped; each address a removable tag; Enter, Tab or blur commit
 * the current text if valid; Backspace in the empty box removes the last address.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, Field } from './form-field';

const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const SEPARATORS = /[\s,;]+/;

export const isEmail = ( value: string ) => EMAIL_PATTERN.test( value );

/**
 * Adds the valid pieces of `text` to `emails` (no duplicates, case-insensitive) and returns the
 * new list and the invalid pieces.
 */
export function addEmails(
	emails: readonly string[],
	text: string
): { emails: string[]; invalid: string[] } {
	const next = [ ...emails ];
	const invalid: string[] = [];
	for ( const piece of text.split( SEPARATORS ).filter( Boolean ) ) {
		if ( ! isEmail( piece ) ) {
			invalid.push( piece );
		} else if (
			! next.some(
				( email ) => email.toLowerCase() === piece.toLowerCase()
			)
		) {
			next.push( piece );
		}
	}
	return { emails: next, invalid };
}

const Box = styled.div< { $isInvalid?: boolean } >`
	${ controlStyles }
	display: flex;
	flex-wrap: wrap;
	gap: 0.4rem;
	align-items: center;
	padding: 0.4rem 0.6rem;

	&:focus-within {
		outline: 2px solid ${ ( { theme } ) => theme.colors.focus };
		outline-offset: 1px;
	}
`;

const Tags = styled.ul`
	display: contents;
	list-style: none;
	margin: 0;
	padding: 0;
`;

const Tag = styled.li`
	display: inline-flex;
	align-items: center;
	gap: 0.25rem;
	padding: 0.2rem 0.3rem 0.2rem 0.6rem;
	background: ${ ( { theme } ) => theme.colors.background };
	border: 1px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
`;

const Remove = styled.button`
	min-width: 24px;
	min-height: 24px;
	padding: 0;
	border: 0;
	border-radius: 50%;
	background: transparent;
	color: ${ ( { theme } ) => theme.colors.muted };
	font-size: 1rem;
	line-height: 1;
	cursor: pointer;
`;

const TextInput = styled.input`
	flex: 1 1 12rem;
	min-width: 8rem;
	min-height: 32px;
	border: 0;
	padding: 0.2rem;
	font: inherit;
	background: transparent;

	&:focus {
		outline: none;
	}
`;

interface MultiEmailInputProps {
	id: string;
	label: string;
	value: string[];
	onChange: ( emails: string[] ) => void;
	error?: string;
	hint?: ReactNode;
	placeholder?: string;
}

export function MultiEmailInput( {
	id,
	label,
	value,
	onChange,
	error,
	hint,
	placeholder,
}: MultiEmailInputProps ) {
	const [ text, setText ] = useState( '' );
	const [ invalid, setInvalid ] = useState< string[] >( [] );

	const commit = ( typed: string ) => {
		const result = addEmails( value, typed );
		if ( result.emails.length !== value.length ) {
			onChange( result.emails );
		}
		setInvalid( result.invalid );
		setText( result.invalid.join( ' ' ) );
		return result.invalid.length === 0;
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			commit( text );
		} else if ( event.key === 'Tab' && text.trim() ) {
			commit( text );
		} else if (
			event.key === 'Backspace' &&
			text === '' &&
			value.length > 0
		) {
			event.preventDefault();
			onChange( value.slice( 0, -1 ) );
		}
	};

	const onTextChange = ( typed: string ) => {
		setInvalid( [] );
		// A separator ends the addresses before it; the text after it stays being typed.
		const match = typed.match( /^([\s\S]*)[\s,;]+([^\s,;]*)$/ );
		if ( match ) {
			const result = addEmails( value, match[ 1 ] ?? '' );
			if ( result.emails.length !== value.length ) {
				onChange( result.emails );
			}
			setInvalid( result.invalid );
			setText(
				[ ...result.invalid, match[ 2 ] ].filter( Boolean ).join( ' ' )
			);
			return;
		}
		setText( typed );
	};

	const ownError =
		invalid.length > 0
			? sprintf(
					/* translators: %s: what was typed, e.g. "bob@". */
					__(
						'"%s" is not a valid e-mail address.',
						'p2p-fundraising'
					),
					invalid.join( ', ' )
				)
			: undefined;
	const shownError = ownError ?? error;

	return (
		<Field
			id={ id }
			label={ label }
			error={ shownError }
			hint={ hint }
			className="p2p-multi-email"
		>
			<Box $isInvalid={ !! shownError }>
				<Tags
					aria-label={ __(
						'Added e-mail addresses',
						'p2p-fundraising'
					) }
				>
					{ value.map( ( email ) => (
						<Tag key={ email } className="p2p-multi-email__tag">
							<span>{ email }</span>
							<Remove
								type="button"
								aria-label={ sprintf(
									/* translators: %s: e-mail address. */
									__( 'Remove %s', 'p2p-fundraising' ),
									email
								) }
								onClick={ () =>
									onChange(
										value.filter(
											( item ) => item !== email
										)
									)
								}
							>
								×
							</Remove>
						</Tag>
					) ) }
				</Tags>
				<TextInput
					id={ id }
					type="text"
					inputMode="email"
					autoComplete="off"
					value={ text }
					placeholder={ placeholder }
					{ ...describedBy( id, !! hint, shownError ) }
					onChange={ ( event ) => onTextChange( event.target.value ) }
					onKeyDown={ onKeyDown }
					onBlur={ () => text.trim() && commit( text ) }
				/>
			</Box>
		</Field>
	);
}
