/**
 * The outcome of actions, as WordPress core admin notices at the top of the screen
 * (`notice notice-success is-dismissible`). Success is announced politely, errors assertively.
 */
import { __ } from '@wordpress/i18n';
import {
	createContext,
	useCallback,
	useContext,
	useMemo,
	useState,
	type ReactNode,
} from 'react';

import type { NoticeType } from '../../shared/ui/notice';

interface AdminNotice {
	id: number;
	type: NoticeType;
	message: string;
}

interface NoticesValue {
	notices: AdminNotice[];
	addNotice: ( type: NoticeType, message: string ) => void;
	dismiss: ( id: number ) => void;
}

const NoticesContext = createContext< NoticesValue >( {
	notices: [],
	addNotice: () => undefined,
	dismiss: () => undefined,
} );

export const useNotices = () => useContext( NoticesContext );

let nextId = 1;

export function NoticesProvider( { children }: { children: ReactNode } ) {
	const [ notices, setNotices ] = useState< AdminNotice[] >( [] );
	const addNotice = useCallback( ( type: NoticeType, message: string ) => {
		const id = nextId++;
		// Keep the three newest: a long session does not pile notices up.
		setNotices( ( current ) => [
			...current.slice( -2 ),
			{ id, type, message },
		] );
	}, [] );
	const dismiss = useCallback(
		( id: number ) =>
			setNotices( ( current ) =>
				current.filter( ( notice ) => notice.id !== id )
			),
		[]
	);
	const value = useMemo(
		() => ( { notices, addNotice, dismiss } ),
		[ notices, addNotice, dismiss ]
	);
	return (
		<NoticesContext.Provider value={ value }>
			{ children }
		</NoticesContext.Provider>
	);
}

export function NoticeList() {
	const { notices, dismiss } = useNotices();
	return (
		<div className="p2p-admin-notices">
			{ notices.map( ( notice ) => (
				<div
					key={ notice.id }
					className={ `notice notice-${ notice.type } is-dismissible` }
					role={ notice.type === 'error' ? 'alert' : 'status' }
				>
					<p>{ notice.message }</p>
					<button
						type="button"
						className="notice-dismiss"
						onClick={ () => dismiss( notice.id ) }
					>
						<span className="screen-reader-text">
							{ __( 'Dismiss this notice.', 'p2p-fundraising' ) }
						</span>
					</button>
				</div>
			) ) }
		</div>
	);
}
