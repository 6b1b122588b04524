/**
 * POST /import-activity-gpx — logs the distance of a GPX track (multipart field `file`).
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { ActivityWritten } from './add-activity';

export const importActivityGpx = (
	client: ApiClient,
	campaignId: number,
	file: File
) => {
	const body = new FormData();
	body.append( 'campaignId', String( campaignId ) );
	body.append( 'file', file );
	return client.post< ActivityWritten >( 'import-activity-gpx', body );
};
