/**
 * Asks before a destructive action. The action's failure is shown inside the modal with the
 * server's message (in the context block), so the administrator can retry or cancel.
 */
import { __ } from '@wordpress/i18n';
import { useState, type ReactNode } from 'react';
import type { ApiError } from '../../shared/api/api-error';
import { Modal } from '../../shared/ui/modal';

interface ConfirmModalProps {
	isOpen: boolean;
	title: string;
	confirmLabel: string;
	onCancel: () => void;
	/** Resolves with an error to keep the modal open and show it. */
	onConfirm: () => Promise< ApiError | undefined >;
	children: ReactNode;
	isDestructive?: boolean;
}

export function ConfirmModal( {
	isOpen,
	title,
	confirmLabel,
	onCancel,
	onConfirm,
	children,
	isDestructive = true,
}: ConfirmModalProps ) {
	const [ error, setError ] = useState< ApiError | null >( null );
	const [ isBusy, setBusy ] = useState( false );
	const close = () => {
		setError( null );
		onCancel();
	};
	const confirm = async () => {
		setBusy( true );
		const failure = await onConfirm();
		setBusy( false );
		if ( failure ) {
			setError( failure );
		} else {
			setError( null );
		}
	};
	return (
		<Modal
			isOpen={ isOpen }
			title={ title }
			onClose={ close }
			type={ error ? 'error' : 'warning' }
			context={
				error
					? `${ error.message }${ error.status ? ` (HTTP ${ error.status }, ${ error.code })` : '' }`
					: undefined
			}
			actions={
				<>
					<button type="button" className="button" onClick={ close }>
						{ __( 'Cancel', 'p2p-fundraising' ) }
					</button>
					<button
						type="button"
						className={
							isDestructive
								? 'button button-primary p2p-button-danger'
								: 'button button-primary'
						}
						onClick={ confirm }
						disabled={ isBusy }
						data-autofocus
					>
						{ confirmLabel }
					</button>
				</>
			}
		>
			{ children }
			{ error && (
				<p className="p2p-admin-field__error" role="alert">
					{ error.message }
				</p>
			) }
		</Modal>
	);
}
