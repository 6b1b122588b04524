/**
 * The share kit of team and fundraiser pages: Facebook, Twitter (X) and e-mail as the spec asks,
 * plus WhatsApp, copy link (with a confirmation), the device's own share sheet where the browser
 * has one, and the page's QR code to show or download (docs/decisions/0010-share-kit.md).
 *
 * Network links are real links (new tab, copy address, keyboard); a plain click opens the
 * network's share dialog in a small window, the way share buttons usually behave.
 */
import { __ } from '@wordpress/i18n';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { classNames } from '../../../../shared/ui/class-names';
import { VisuallyHidden } from '../../../../shared/ui/visually-hidden';
import {
	emailShareUrl,
	facebookShareUrl,
	twitterShareUrl,
	whatsAppShareUrl,
	type ShareContent,
} from '../share-links';
import { useCopyLink } from '../use-copy-link';
import { QrCodePanel } from './qr-code-panel';
import {
	EmailIcon,
	FacebookIcon,
	LinkIcon,
	QrIcon,
	ShareIcon,
	WhatsAppIcon,
	XIcon,
} from './share-icons';

const List = styled.ul`
	display: flex;
	flex-wrap: wrap;
	gap: 0.5rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

const itemStyles = css`
	display: inline-flex;
	align-items: center;
	gap: 0.4rem;
	min-height: 40px;
	padding: 0.4rem 0.9rem;
	font: inherit;
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	font-weight: 700;
	line-height: 1.2;
	text-decoration: none;
	color: ${ ( { theme } ) => theme.colors.text };
	background: ${ ( { theme } ) => theme.colors.surface };
	border: 1px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	cursor: pointer;

	&:hover {
		border-color: ${ ( { theme } ) => theme.colors.primaryText };
		color: ${ ( { theme } ) => theme.colors.primaryText };
	}

	&[aria-expanded='true'] {
		border-color: ${ ( { theme } ) => theme.colors.primaryText };
	}
`;

const ShareLink = styled.a`
	${ itemStyles }
`;

const ShareButton = styled.button.attrs( { type: 'button' } )`
	${ itemStyles }
`;

const Status = styled.p`
	margin: 0.5rem 0 0;
	min-height: 1.5em;
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	color: ${ ( { theme } ) => theme.colors.text };
	overflow-wrap: anywhere;
`;

const POPUP_FEATURES = 'popup=yes,width=600,height=540,noopener,noreferrer';

/** Opens a network's share dialog in a small window; falls back to the link's new tab. */
function openShareWindow( event: MouseEvent< HTMLAnchorElement > ) {
	if (
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey
	) {
		return;
	}
	event.preventDefault();
	// With noopener, window.open gives no handle back, whether or not a window opened.
	window.open( event.currentTarget.href, 'p2p-share', POPUP_FEATURES );
}

const newWindow = __( '(opens in a new window)', 'p2p-fundraising' );

interface NetworkLinkProps {
	href: string;
	icon: ReactNode;
	label: string;
	hiddenPrefix: string;
	isPopup?: boolean;
}

function NetworkLink( {
	href,
	icon,
	label,
	hiddenPrefix,
	isPopup = true,
}: NetworkLinkProps ) {
	return (
		<li>
			<ShareLink
				href={ href }
				{ ...( isPopup
					? {
							target: '_blank',
							rel: 'noopener noreferrer',
							onClick: openShareWindow,
						}
					: {} ) }
			>
				{ icon }
				<VisuallyHidden>{ hiddenPrefix } </VisuallyHidden>
				{ label }
				{ isPopup && <VisuallyHidden> { newWindow }</VisuallyHidden> }
			</ShareLink>
		</li>
	);
}

interface ShareButtonsProps extends ShareContent {
	className?: string;
}

export function ShareButtons( { className, ...content }: ShareButtonsProps ) {
	const { copy, message } = useCopyLink( content.url );
	const [ isQrOpen, setQrOpen ] = useState( false );
	const qrId = useId();
	const canShareNatively =
		typeof navigator !== 'undefined' &&
		typeof navigator.share === 'function';
	const shareOn = __( 'Share on', 'p2p-fundraising' );

	const shareNatively = async () => {
		try {
			await navigator.share( {
				title: content.text,
				text: content.text,
				url: content.url,
			} );
		} catch {
			// Closing the share sheet rejects too: nothing to tell the visitor.
		}
	};

	return (
		<div className={ classNames( 'p2p-share', className ) }>
			<List>
				<NetworkLink
					href={ facebookShareUrl( content ) }
					icon={ <FacebookIcon /> }
					label={ __( 'Facebook', 'p2p-fundraising' ) }
					hiddenPrefix={ shareOn }
				/>
				<NetworkLink
					href={ twitterShareUrl( content ) }
					icon={ <XIcon /> }
					label={ __( 'Twitter', 'p2p-fundraising' ) }
					hiddenPrefix={ shareOn }
				/>
				<NetworkLink
					href={ whatsAppShareUrl( content ) }
					icon={ <WhatsAppIcon /> }
					label={ __( 'WhatsApp', 'p2p-fundraising' ) }
					hiddenPrefix={ shareOn }
				/>
				<NetworkLink
					href={ emailShareUrl( content ) }
					icon={ <EmailIcon /> }
					label={ __( 'Email', 'p2p-fundraising' ) }
					hiddenPrefix={ __( 'Share by', 'p2p-fundraising' ) }
					isPopup={ false }
				/>
				<li>
					<ShareButton onClick={ copy }>
						<LinkIcon />
						{ __( 'Copy link', 'p2p-fundraising' ) }
					</ShareButton>
				</li>
				{ canShareNatively && (
					<li>
						<ShareButton onClick={ shareNatively }>
							<ShareIcon />
							{ __( 'More options', 'p2p-fundraising' ) }
						</ShareButton>
					</li>
				) }
				<li>
					<ShareButton
						aria-expanded={ isQrOpen }
						aria-controls={ isQrOpen ? qrId : undefined }
						onClick={ () => setQrOpen( ! isQrOpen ) }
					>
						<QrIcon />
						{ __( 'QR code', 'p2p-fundraising' ) }
					</ShareButton>
				</li>
			</List>
			<Status role="status" className="p2p-share__status">
				{ message }
			</Status>
			{ isQrOpen && <QrCodePanel id={ qrId } url={ content.url } /> }
		</div>
	);
}
