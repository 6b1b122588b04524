/**
 * The QR code of a page, shown when the visitor asks for it, with a download link. The encoder
 * is a separate chunk, fetched the first time a QR code is opened.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Notice } from '../../../../shared/ui/notice';
import { Spinner } from '../../../../shared/ui/spinner';
import { qrFileName } from '../share-links';
import type { QrImages } from '../qr/qr-image';

const Panel = styled.div`
	display: flex;
	flex-direction: column;
	align-items: center;
	gap: 0.75rem;
	margin-top: 1rem;
	padding: 1rem;
	background: ${ ( { theme } ) => theme.colors.surface };
	border: 1px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.medium };

	img {
		width: 200px;
		height: 200px;
		image-rendering: pixelated;
	}

	a {
		font-weight: 700;
		color: ${ ( { theme } ) => theme.colors.primaryText };
	}
`;

interface QrCodePanelProps {
	id: string;
	url: string;
}

export function QrCodePanel( { id, url }: QrCodePanelProps ) {
	const [ images, setImages ] = useState< QrImages | null >( null );
	const [ hasFailed, setFailed ] = useState( false );

	useEffect( () => {
		let isCurrent = true;
		import( /* webpackChunkName: "qr-code" */ '../qr/qr-image' )
			.then( ( module ) => {
				if ( isCurrent ) {
					setImages( module.qrImages( url ) );
				}
			} )
			.catch( () => {
				if ( isCurrent ) {
					setFailed( true );
				}
			} );
		return () => {
			isCurrent = false;
		};
	}, [ url ] );

	let content = <Spinner />;
	if ( hasFailed ) {
		content = (
			<Notice type="error">
				{ __( 'The QR code could not be created.', 'p2p-fundraising' ) }
			</Notice>
		);
	} else if ( images ) {
		content = (
			<>
				<img
					src={ images.svg }
					alt={ __( 'QR code of this page', 'p2p-fundraising' ) }
					width={ 200 }
					height={ 200 }
				/>
				<a
					href={ images.png ?? images.svg }
					download={ qrFileName( url, images.png ? 'png' : 'svg' ) }
				>
					{ __( 'Download QR code', 'p2p-fundraising' ) }
				</a>
			</>
		);
	}

	return (
		<Panel
			id={ id }
			role="region"
			aria-label={ __( 'QR code', 'p2p-fundraising' ) }
			className="p2p-share__qr"
		>
			{ content }
		</Panel>
	);
}
