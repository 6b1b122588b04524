/**
 * A dialog (spec §4, §8, §9): types error, failed, warning, success, http and notice; an optional
 * context block titled 'Error details' (error, failed) or 'Additional context' (the others);
 * Escape and a click on the overlay close it; at most 600 px wide. Focus moves into the dialog,
 * stays there while it is open, and returns to where it was when it closes. Only the types that
 * report a failure (error, failed, http) show their label beside the title: on a question or a
 * form ("Remove member?", "Thank a donor") a "Notice" or "Warning" chip says nothing.
 *
 * The dialog is rendered into the page's <body>, outside the app's root: the campaign app gives
 * `.p2p-modal-overlay` the same scoped base styles as its root (its font, not the theme's).
 */
import { __ } from '@wordpress/i18n';
import {
	useEffect,
	useId,
	useRef,
	type KeyboardEvent,
	type MouseEvent,
	type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { classNames } from './class-names';
import { StatusLabel } from './status-label';

export type ModalType =
	'error' | 'failed' | 'warning' | 'success' | 'http' | 'notice';

export const MODAL_MAX_WIDTH = 600;

/** The types whose label tells something the title does not. */
const LABELLED_TYPES: ModalType[] = [ 'error', 'failed', 'http' ];

/** Title of the context block for a modal type (spec §8). */
export function contextTitle( type: ModalType ): string {
	return type === 'error' || type === 'failed'
		? __( 'Error details', 'p2p-fundraising' )
		: __( 'Additional context', 'p2p-fundraising' );
}

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const Overlay = styled.div`
	position: fixed;
	inset: 0;
	z-index: 100000;
	display: flex;
	align-items: flex-start;
	justify-content: center;
	padding: 8vh 1rem 1rem;
	background: rgba( 0, 0, 0, ${ ( { theme } ) => theme.overlayOpacity } );
	overflow-y: auto;
`;

const Dialog = styled.div`
	position: relative;
	width: 100%;
	max-width: ${ MODAL_MAX_WIDTH }px;
	background: #fff;
	color: #1d2327;
	border-radius: 4px;
	box-shadow: 0 10px 30px rgba( 0, 0, 0, 0.3 );

	&:focus {
		outline: none;
	}
`;

const Header = styled.div`
	display: flex;
	align-items: center;
	gap: 0.75rem;
	padding: 1rem 3.5rem 0.75rem 1.25rem;
	border-bottom: 1px solid #dcdcde;

	h2 {
		margin: 0;
		font-size: 1.15rem;
	}
`;

const Close = styled.button`
	position: absolute;
	top: 0.5rem;
	right: 0.5rem;
	width: 40px;
	height: 40px;
	border: 0;
	background: transparent;
	font-size: 1.5rem;
	line-height: 1;
	cursor: pointer;
	border-radius: 4px;

	&:focus-visible {
		outline: 2px solid #2271b1;
	}
`;

const Body = styled.div`
	padding: 1rem 1.25rem;
`;

const Context = styled.details`
	margin-top: 1rem;
	padding: 0.5rem 0.75rem;
	background: #f6f7f7;
	border: 1px solid #dcdcde;
	border-radius: 4px;

	pre {
		margin: 0.5rem 0 0;
		white-space: pre-wrap;
		word-break: break-word;
	}
`;

const Footer = styled.div`
	display: flex;
	flex-wrap: wrap;
	justify-content: flex-end;
	gap: 0.5rem;
	padding: 0.75rem 1.25rem 1rem;
	border-top: 1px solid #dcdcde;
`;

export interface ModalProps {
	isOpen: boolean;
	title: string;
	onClose: () => void;
	type?: ModalType;
	/** Technical details (a server message, a status code…), shown in the context block. */
	context?: ReactNode;
	/** Buttons of the footer. */
	actions?: ReactNode;
	children?: ReactNode;
	className?: string;
}

export function Modal( props: ModalProps ) {
	if ( ! props.isOpen ) {
		return null;
	}
	return createPortal( <OpenModal { ...props } />, document.body );
}

function OpenModal( {
	title,
	onClose,
	type = 'notice',
	context,
	actions,
	children,
	className,
}: ModalProps ) {
	const titleId = useId();
	const dialogRef = useRef< HTMLDivElement >( null );
	const onCloseRef = useRef( onClose );
	onCloseRef.current = onClose;

	// Focus the first field (or the dialog) on open; give focus back on close.
	useEffect( () => {
		const dialog = dialogRef.current;
		const previous = dialog?.ownerDocument
			.activeElement as HTMLElement | null;
		const first =
			dialog?.querySelector< HTMLElement >( '[data-autofocus]' ) ??
			dialog?.querySelector< HTMLElement >(
				'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])'
			);
		( first ?? dialog )?.focus();
		return () => {
			if ( previous && previous.isConnected ) {
				previous.focus();
			}
		};
	}, [] );

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			onCloseRef.current();
			return;
		}
		if ( event.key !== 'Tab' || ! dialogRef.current ) {
			return;
		}
		const focusable = Array.from(
			dialogRef.current.querySelectorAll< HTMLElement >( FOCUSABLE )
		);
		const first = focusable[ 0 ];
		const last = focusable[ focusable.length - 1 ];
		if ( ! first || ! last ) {
			event.preventDefault();
			return;
		}
		const active = dialogRef.current.ownerDocument.activeElement;
		if (
			event.shiftKey &&
			( active === first || active === dialogRef.current )
		) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first.focus();
		}
	};

	const onOverlayClick = ( event: MouseEvent< HTMLDivElement > ) => {
		if ( event.target === event.currentTarget ) {
			onCloseRef.current();
		}
	};

	return (
		// The overlay is a pointer convenience; Escape and the close button do the same for keyboards.

		<Overlay
			className="p2p-modal-overlay"
			onClick={ onOverlayClick }
			data-testid="p2p-modal-overlay"
		>
			<Dialog
				ref={ dialogRef }
				role={
					type === 'error' || type === 'failed'
						? 'alertdialog'
						: 'dialog'
				}
				aria-modal="true"
				aria-labelledby={ titleId }
				tabIndex={ -1 }
				onKeyDown={ onKeyDown }
				className={ classNames(
					'p2p-modal',
					`p2p-modal--${ type }`,
					className
				) }
			>
				<Header>
					{ LABELLED_TYPES.includes( type ) && (
						<StatusLabel type={ type } />
					) }
					<h2 id={ titleId }>{ title }</h2>
				</Header>
				<Close
					type="button"
					onClick={ () => onCloseRef.current() }
					aria-label={ __( 'Close dialog', 'p2p-fundraising' ) }
				>
					<span aria-hidden="true">×</span>
				</Close>
				<Body>
					{ children }
					{ context !== undefined &&
						context !== null &&
						context !== '' && (
							<Context
								open={ type === 'error' || type === 'failed' }
							>
								<summary>{ contextTitle( type ) }</summary>
								{ typeof context === 'string' ? (
									<pre>{ context }</pre>
								) : (
									context
								) }
							</Context>
						) }
				</Body>
				{ actions && <Footer>{ actions }</Footer> }
			</Dialog>
		</Overlay>
	);
}
