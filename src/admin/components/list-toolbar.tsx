/**
 * Search box, status filter and item count above an admin list (WordPress's `tablenav` look).
 * The search is debounced (spec §9: 500 ms); the item count is a polite status region, so a
 * screen reader says how many rows a search or a filter found.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useId, useState, type ReactNode } from 'react';
import { useFormat } from '../../shared/app-services';
import {
	SEARCH_DEBOUNCE_MS,
	useDebouncedCallback,
} from '../../shared/hooks/use-debounced-callback';
import { FilterSelect } from './filter-select';
import { MAX_SEARCH_LENGTH } from './search-length';

interface ListToolbarProps {
	searchLabel: string;
	onSearch: ( search: string ) => void;
	status?: string;
	statuses?: Array< { value: string; label: string } >;
	onStatus?: ( status: string ) => void;
	total: number;
	children?: ReactNode;
}

export function ListToolbar( {
	searchLabel,
	onSearch,
	status = '',
	statuses,
	onStatus,
	total,
	children,
}: ListToolbarProps ) {
	const id = useId();
	const format = useFormat();
	const [ text, setText ] = useState( '' );
	const debounced = useDebouncedCallback( onSearch, SEARCH_DEBOUNCE_MS );
	return (
		<div className="tablenav top p2p-admin-toolbar">
			<div className="alignleft actions">
				{ statuses && onStatus && (
					<FilterSelect
						label={ __( 'Filter by status', 'p2p-fundraising' ) }
						allLabel={ __( 'All statuses', 'p2p-fundraising' ) }
						value={ status }
						options={ statuses }
						onChange={ onStatus }
					/>
				) }
				{ children }
			</div>
			<p className="search-box">
				<label
					htmlFor={ `${ id }-search` }
					className="screen-reader-text"
				>
					{ searchLabel }
				</label>
				<input
					id={ `${ id }-search` }
					type="search"
					maxLength={ MAX_SEARCH_LENGTH }
					value={ text }
					placeholder={ searchLabel }
					// Wide enough for its placeholder ("Search fundraisers by name or e-mail" was
					// cut after "nam"), never wider than the screen.
					style={ {
						width: `${ Math.max( searchLabel.length, 16 ) + 4 }ch`,
						maxWidth: '100%',
					} }
					onChange={ ( event ) => {
						setText( event.target.value );
						debounced( event.target.value.trim() );
					} }
				/>
			</p>
			<div className="tablenav-pages one-page">
				{ /* A status message (WCAG 4.1.3): screen readers hear how many rows a search or a
				     filter found, without leaving the search box. */ }
				<span className="displaying-num" role="status">
					{ sprintf(
						/* translators: %s: number of items. */
						_n( '%s item', '%s items', total, 'p2p-fundraising' ),
						format.number( total )
					) }
				</span>
			</div>
			<br className="clear" />
		</div>
	);
}
