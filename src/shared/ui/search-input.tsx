/**
 * A labelled search box that reports the trimmed term 500 ms after typing stops (spec §9).
 * With `term` it also follows a term changed elsewhere (e.g. the URL after Back).
 *
 * What is typed is the box's own: a term it reported itself that comes back later (the URL
 * follows in a transition, so on a slow device it may arrive after newer keys, even after a
 * newer report) never overwrites the box. Only a term it did not report replaces its value.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
	SEARCH_DEBOUNCE_MS,
	useDebouncedCallback,
} from '../hooks/use-debounced-callback';
import { VisuallyHidden } from './visually-hidden';
import { classNames } from './class-names';

const Field = styled.input`
	width: 100%;
	min-height: 44px;
	padding: 0.6rem 1rem 0.6rem 2.5rem;
	font: inherit;
	color: ${ ( { theme } ) => theme.colors.text };
	background: ${ ( { theme } ) => theme.colors.surface }
		url( "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%235f6368' stroke-width='2' viewBox='0 0 24 24'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='m20 20-3.5-3.5'/%3E%3C/svg%3E" )
		no-repeat 0.9rem center;
	border: 1px solid #8c8f94;
	border-radius: ${ ( { theme } ) => theme.radius.pill };

	&::placeholder {
		color: ${ ( { theme } ) => theme.colors.muted };
	}
`;

interface SearchInputProps {
	label: string;
	placeholder: string;
	onSearch: ( term: string ) => void;
	defaultValue?: string;
	/** The current term when something else can change it (the URL): the box follows it. */
	term?: string;
	maxLength?: number;
	className?: string;
}

export function SearchInput( {
	label,
	placeholder,
	onSearch,
	defaultValue = '',
	term,
	maxLength = 100,
	className,
}: SearchInputProps ) {
	const id = useId();
	const [ value, setValue ] = useState( term ?? defaultValue );
	// The term shown last, and the terms reported since, oldest first: a `term` among them is
	// this box's own coming back; any other came from elsewhere.
	const current = useRef( term ?? defaultValue );
	const inFlight = useRef< string[] >( [] );
	const report = useDebouncedCallback( ( typed: string ) => {
		const trimmed = typed.trim();
		const last =
			inFlight.current[ inFlight.current.length - 1 ] ?? current.current;
		// A box that follows no term, or a term that is already the last one, awaits nothing.
		if ( term !== undefined && trimmed !== last ) {
			inFlight.current.push( trimmed );
		}
		onSearch( trimmed );
	}, SEARCH_DEBOUNCE_MS );

	useEffect( () => {
		if ( term === undefined || term === current.current ) {
			return;
		}
		current.current = term;
		const own = inFlight.current.indexOf( term );
		if ( own !== -1 ) {
			// Ours: the reports before it are settled too; what is being typed stays.
			inFlight.current = inFlight.current.slice( own + 1 );
			return;
		}
		report.cancel();
		inFlight.current = [];
		setValue( term );
	}, [ term, report ] );

	return (
		// Named after its field: the campaign home has two searches, and unnamed landmarks of
		// the same role cannot be told apart in a screen reader's landmark list.
		<div
			role="search"
			aria-label={ label }
			className={ classNames( 'p2p-search', className ) }
		>
			<label htmlFor={ id }>
				<VisuallyHidden>{ label }</VisuallyHidden>
			</label>
			<Field
				id={ id }
				type="search"
				value={ value }
				placeholder={ placeholder }
				maxLength={ maxLength }
				autoComplete="off"
				onChange={ ( event ) => {
					setValue( event.target.value );
					report( event.target.value );
				} }
			/>
		</div>
	);
}
