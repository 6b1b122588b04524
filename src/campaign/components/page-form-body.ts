/**
 * The multipart body the fundraiser profile and team forms post to the upload action: the
 * form's own fields, the goal and story both pages have, and the chosen image.
 */
import type { useImageUpload } from './image-upload-field';

interface PageContent {
	goal: number;
	story: string;
}

export function pageFormBody(
	fields: Record< string, string >,
	{ goal, story }: PageContent,
	image: ReturnType< typeof useImageUpload >
): FormData {
	const body = new FormData();
	body.append( 'action', 'p2p_fundraising_upload' );
	for ( const [ name, value ] of Object.entries( fields ) ) {
		body.append( name, value );
	}
	body.append( 'goal', String( goal ) );
	body.append( 'story', story.trim() );
	image.appendTo( body );
	return body;
}
