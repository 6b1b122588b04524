/**
 * Updates, newest first, five a page, each with its date and optional picture. On the author's
 * dashboard (`isManageable`) each of their own has Edit and Delete, and a hidden one says so.
 */
import { __, sprintf } from '@wordpress/i18n';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useApiClient, useFormat } from '../../../../shared/app-services';
import type { ApiError } from '../../../../shared/api/api-error';
import { Button } from '../../../../shared/ui/button';
import { FormError } from '../../../../shared/ui/form-error';
import { QueryView } from '../../../../shared/ui/query-view';
import { StatusLabel } from '../../../../shared/ui/status-label';
import type { EntityUpdate, Paged } from '../../../contract/types';
import { deleteUpdate } from '../api/delete-update';
import { useUpdates, type UpdatesOwner } from '../api/get-updates';
import { useRefreshUpdates } from '../use-refresh-updates';
import { Spinner } from '../../../../shared/ui/spinner';

// The editor loads only when an author edits: visitors of a page never download it.
const UpdateForm = lazy( () =>
	import( /* webpackChunkName: "update-form" */ './update-form' ).then(
		( module ) => ( { default: module.UpdateForm } )
	)
);

const PER_PAGE = 5;

const List = styled.ol`
	margin: 0;
	padding: 0;
	list-style: none;
`;

const Item = styled.li`
	padding: ${ ( { theme } ) => theme.spacer }px 0;
	border-bottom: 1px solid ${ ( { theme } ) => theme.colors.border };

	&:last-child {
		border-bottom: 0;
	}

	time {
		display: block;
		margin-bottom: 0.25rem;
		color: ${ ( { theme } ) => theme.colors.muted };
		font-size: ${ ( { theme } ) => theme.font.sizes.small };
	}

	p {
		margin: 0 0 0.5rem;
		white-space: pre-line;
		overflow-wrap: anywhere;
	}

	img {
		display: block;
		max-width: 100%;
		height: auto;
		max-height: 360px;
		border-radius: ${ ( { theme } ) => theme.radius.medium };
	}
`;

const Pages = styled.nav`
	display: flex;
	gap: 0.5rem;
	justify-content: center;
	margin-top: ${ ( { theme } ) => theme.spacer }px;
`;

interface UpdatesListProps {
	owner: UpdatesOwner;
	isManageable?: boolean;
	/** What to show when there is no update (null: nothing). */
	empty?: ReactNode;
	/** Told what happened after an edit or a delete (announced by the caller). */
	onStatus?: ( message: string ) => void;
}

export function UpdatesList( {
	owner,
	isManageable = false,
	empty = null,
	onStatus,
}: UpdatesListProps ) {
	const [ page, setPage ] = useState( 1 );
	const query = useUpdates( owner, page );
	const format = useFormat();
	return (
		<QueryView
			query={ query }
			errorMessage={ __(
				'Unable to load the updates.',
				'p2p-fundraising'
			) }
			onRetry={ () => query.mutate() }
			isEmpty={ ( data: Paged< EntityUpdate > ) => data.total === 0 }
			empty={ empty }
		>
			{ ( data ) => {
				const totalPages = Math.ceil( data.total / PER_PAGE );
				return (
					<>
						<List className="p2p-updates__list">
							{ data.data.map( ( update ) => (
								<Item key={ update.id }>
									<UpdateItem
										update={ update }
										dateText={ format.date(
											update.date,
											'long'
										) }
										isManageable={
											isManageable && update.canEdit
										}
										onStatus={ onStatus }
									/>
								</Item>
							) ) }
						</List>
						{ totalPages > 1 && (
							<Pages
								aria-label={ __(
									'Update pages',
									'p2p-fundraising'
								) }
							>
								<Button
									type="button"
									$size="small"
									$variant="outline"
									disabled={ page <= 1 }
									onClick={ () => setPage( page - 1 ) }
								>
									{ __( 'Newer', 'p2p-fundraising' ) }
								</Button>
								<Button
									type="button"
									$size="small"
									$variant="outline"
									disabled={ page >= totalPages }
									onClick={ () => setPage( page + 1 ) }
								>
									{ __( 'Older', 'p2p-fundraising' ) }
								</Button>
							</Pages>
						) }
					</>
				);
			} }
		</QueryView>
	);
}

interface UpdateItemProps {
	update: EntityUpdate;
	dateText: string;
	isManageable: boolean;
	onStatus?: ( message: string ) => void;
}

function UpdateItem( {
	update,
	dateText,
	isManageable,
	onStatus,
}: UpdateItemProps ) {
	const client = useApiClient();
	const refresh = useRefreshUpdates();
	const [ isEditing, setEditing ] = useState( false );
	const [ isDeleting, setDeleting ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	if ( isEditing ) {
		return (
			<Suspense fallback={ <Spinner /> }>
				<UpdateForm
					update={ update }
					onDone={ ( message ) => {
						setEditing( false );
						onStatus?.( message );
					} }
					onCancel={ () => setEditing( false ) }
				/>
			</Suspense>
		);
	}
	const remove = async () => {
		setDeleting( true );
		setError( null );
		try {
			const result = await deleteUpdate( client, {
				update_id: update.id,
			} );
			await refresh();
			onStatus?.( result.message );
		} catch ( caught ) {
			setError( ( caught as ApiError ).message );
			setDeleting( false );
		}
	};
	return (
		<article>
			<time dateTime={ update.date }>{ dateText }</time>
			{ update.isHidden && (
				<StatusLabel
					type="warning"
					text={ __( 'Hidden by the organisers', 'p2p-fundraising' ) }
				/>
			) }
			<p>{ update.text }</p>
			{ update.image && (
				<img
					src={ update.image }
					alt={ __( 'Picture of the update', 'p2p-fundraising' ) }
					loading="lazy"
				/>
			) }
			{ isManageable && (
				<p>
					<Button
						type="button"
						$size="tiny"
						$variant="outline"
						onClick={ () => setEditing( true ) }
						aria-label={ sprintf(
							/* translators: %s: date of the update. */
							__( 'Edit the update of %s', 'p2p-fundraising' ),
							dateText
						) }
					>
						{ __( 'Edit', 'p2p-fundraising' ) }
					</Button>{ ' ' }
					<Button
						type="button"
						$size="tiny"
						$variant="outline"
						disabled={ isDeleting }
						onClick={ remove }
						aria-label={ sprintf(
							/* translators: %s: date of the update. */
							__( 'Delete the update of %s', 'p2p-fundraising' ),
							dateText
						) }
					>
						{ __( 'Delete', 'p2p-fundraising' ) }
					</Button>
				</p>
			) }
			<FormError message={ error } />
		</article>
	);
}
