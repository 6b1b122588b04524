/**
 * A select whose options the server finds as the administrator types (teams or fundraisers of a
 * campaign with thousands of them): a search box, debounced with lodash.debounce, narrows the
 * options of the select below it. The chosen option stays listed whatever the search shows.
 */
import { __ } from '@wordpress/i18n';
import debounce from 'lodash.debounce';
import { useEffect, useMemo, useState } from 'react';
import { SelectField, TextField } from '../../shared/ui/form-field';
import { MAX_SEARCH_LENGTH } from './search-length';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SelectOption {
	value: string;
	label: string;
}

interface SearchSelectFieldProps {
	label: string;
	/** The search box's own label, e.g. "Search teams". */
	searchLabel: string;
	value: string;
	onChange: ( value: string ) => void;
	/** The server's matches for the current search (the "none" option first). */
	options: SelectOption[];
	/** Asks the server for matches of a term. */
	onSearch: ( term: string ) => void;
	/** The label of the value before any search (when it may not be among the first matches). */
	currentLabel?: string;
	hint?: string;
	isLoading?: boolean;
}

export function SearchSelectField( {
	label,
	searchLabel,
	value,
	onChange,
	options,
	onSearch,
	currentLabel,
	hint,
	isLoading = false,
}: SearchSelectFieldProps ) {
	const [ text, setText ] = useState( '' );
	const [ chosen, setChosen ] = useState< SelectOption | null >(
		currentLabel ? { value, label: currentLabel } : null
	);
	const search = useMemo(
		() => debounce( onSearch, SEARCH_DEBOUNCE_MS ),
		[ onSearch ]
	);
	useEffect( () => () => search.cancel(), [ search ] );

	const shown =
		chosen && ! options.some( ( option ) => option.value === chosen.value )
			? [ ...options, chosen ]
			: options;

	return (
		<div className="p2p-admin-search-select">
			<TextField
				type="search"
				maxLength={ MAX_SEARCH_LENGTH }
				label={ searchLabel }
				value={ text }
				onChange={ ( event ) => {
					setText( event.target.value );
					search( event.target.value.trim() );
				} }
				hint={ __(
					'Type part of a name; the list below shows the matches.',
					'p2p-fundraising'
				) }
				autoComplete="off"
			/>
			<SelectField
				label={ label }
				value={ value }
				onChange={ ( event ) => {
					const option = shown.find(
						( item ) => item.value === event.target.value
					);
					setChosen( option ?? null );
					onChange( event.target.value );
				} }
				options={ shown }
				hint={ hint }
				aria-busy={ isLoading }
			/>
		</div>
	);
}
