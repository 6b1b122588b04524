/**
 * A typed wrapper around the WordPress media library (`wp.media`, enqueued by the admin page with
 * wp_enqueue_media()). Nothing else touches the global.
 */
interface MediaAttachment {
	url?: string;
	alt?: string;
}

interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => void;
	open: () => void;
	state: () => {
		get: ( name: 'selection' ) => {
			first: () => { toJSON: () => MediaAttachment } | undefined;
		};
	};
}

type MediaFactory = ( options: {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean;
} ) => MediaFrame;

function mediaFactory(): MediaFactory | null {
	const wp = ( window as unknown as { wp?: { media?: MediaFactory } } ).wp;
	return typeof wp?.media === 'function' ? wp.media : null;
}

export const isMediaLibraryAvailable = () => mediaFactory() !== null;

/** Opens the library to pick one image; calls onSelect with its URL. */
export function pickImage(
	title: string,
	buttonText: string,
	onSelect: ( url: string ) => void
): boolean {
	const factory = mediaFactory();
	if ( ! factory ) {
		return false;
	}
	const frame = factory( {
		title,
		button: { text: buttonText },
		library: { type: 'image' },
		multiple: false,
	} );
	frame.on( 'select', () => {
		const url = frame.state().get( 'selection' ).first()?.toJSON().url;
		if ( url ) {
			onSelect( url );
		}
	} );
	frame.open();
	return true;
}
