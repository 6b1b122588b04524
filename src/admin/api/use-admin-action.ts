/**
 * Runs a write against the admin API, then refreshes every admin list and item on screen (so
 * totals and counts shown anywhere follow the change) and reports the outcome in a notice. The
 * caller keeps its form state: on failure the error is returned for the form to show.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../shared/app-services';
import { toApiError, type ApiError } from '../../shared/api/api-error';
import { useNotices } from '../components/notices';

export function useAdminAction() {
	const client = useApiClient();
	const { mutate } = useSWRConfig();
	const { addNotice } = useNotices();
	const [ isBusy, setBusy ] = useState( false );

	async function run< T >(
		path: string,
		body: Record< string, unknown >,
		successMessage: string
	): Promise< { data?: T; error?: ApiError } > {
		setBusy( true );
		try {
			const response = await client.post< { data: T } >( path, body );
			await mutate(
				( key ) =>
					Array.isArray( key ) &&
					typeof key[ 0 ] === 'string' &&
					key[ 0 ].startsWith( 'admin/' )
			);
			addNotice( 'success', successMessage );
			return { data: response.data };
		} catch ( error ) {
			return { error: toApiError( error ) };
		} finally {
			setBusy( false );
		}
	}

	return { run, isBusy };
}
