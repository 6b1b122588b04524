/**
 * The moderation of a team or a fundraiser page in a list: which row is being edited, which one
 * waits for a confirmation (suspend or remove), and the writes that approve, suspend or remove it.
 * The caller passes its item path and its own messages.
 */
import { useState } from 'react';
import { useAdminAction } from '../api/use-admin-action';
import type { EntityStatus } from '../api/types';
import { useNotices } from './notices';

export interface ModeratedEntity {
	id: number;
	name: string;
	status: EntityStatus;
	url: string;
	goal: number;
	amount: number;
}

export interface ModerationMessages {
	/** Each takes the entity's name. */
	approved: ( name: string ) => string;
	suspended: ( name: string ) => string;
	removed: ( name: string ) => string;
}

export type PendingModeration< T > = {
	kind: 'suspend' | 'delete';
	entity: T;
} | null;

export function useEntityModeration< T extends ModeratedEntity >(
	/** The entity's update and delete endpoints (features/<kind>/api). */
	paths: {
		update: ( id: number ) => string;
		remove: ( id: number ) => string;
	},
	messages: ModerationMessages
) {
	const { run } = useAdminAction();
	const { addNotice } = useNotices();
	const [ editing, setEditing ] = useState< T | null >( null );
	const [ pending, setPending ] = useState< PendingModeration< T > >( null );

	const approve = async ( entity: T ) => {
		const result = await run(
			paths.update( entity.id ),
			{ status: 'approved' },
			messages.approved( entity.name )
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
		}
	};

	/** Runs the pending suspension or removal; resolves with the error, if any. */
	const confirmPending = async () => {
		if ( ! pending ) {
			return undefined;
		}
		const { entity, kind } = pending;
		const result =
			kind === 'delete'
				? await run(
						paths.remove( entity.id ),
						{},
						messages.removed( entity.name )
					)
				: await run(
						paths.update( entity.id ),
						{ status: 'suspended' },
						messages.suspended( entity.name )
					);
		if ( ! result.error ) {
			setPending( null );
		}
		return result.error;
	};

	return {
		editing,
		setEditing,
		pending,
		setPending,
		approve,
		confirmPending,
	};
}
