/**
 * A modal whose content needs a read first (the whole story of the page being edited): a spinner
 * in the modal while it loads, the message when it fails, then the caller's content.
 */
import type { ReactNode } from 'react';
import { Modal } from '../../shared/ui/modal';
import { QueryView } from '../../shared/ui/query-view';

interface LoadingModalProps< T > {
	title: string;
	query: { data?: T; error?: unknown; isLoading: boolean };
	errorMessage: string;
	onClose: () => void;
	/** The loaded modal (it renders its own Modal with the same title). */
	children: ( data: T ) => ReactNode;
}

export function LoadingModal< T >( {
	title,
	query,
	errorMessage,
	onClose,
	children,
}: LoadingModalProps< T > ) {
	if ( query.data !== undefined ) {
		return <>{ children( query.data ) }</>;
	}
	return (
		<Modal isOpen title={ title } onClose={ onClose }>
			<QueryView query={ query } errorMessage={ errorMessage }>
				{ () => null }
			</QueryView>
		</Modal>
	);
}
