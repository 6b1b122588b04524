/**
 * The address of a CSV export of a list's selection: the picked ids, or every row matching the
 * list's search, status and participant type when "all matching" is selected. A plain link: the REST route takes
 * the nonce as `_wpnonce`, so the browser downloads the file itself.
 */
import { buildUrl } from '../../shared/api/build-url';
import { useSettings } from '../../shared/app-services';
import type { ListQuery } from '../api/types';
import type { useBulkSelection } from './use-bulk-selection';

export function useExportLink(
	exportPath: string,
	type: 'teams' | 'fundraisers' | 'donations',
	selection: ReturnType< typeof useBulkSelection >,
	query: ListQuery
): string | null {
	const settings = useSettings();
	if ( selection.count === 0 ) {
		return null;
	}
	const rows = selection.isAllMatching
		? {
				...( query.search === '' ? {} : { search: query.search } ),
				...( query.status === '' ? {} : { status: query.status } ),
				// The export's own `type` names what it exports.
				...( query.type ? { registration_type: query.type } : {} ),
			}
		: { ids: [ ...selection.ids ].join( ',' ) };
	return buildUrl( settings.apiRoot, exportPath, {
		type,
		...rows,
		_wpnonce: settings.apiNonce,
	} );
}
