/**
 * A campaign's registration options (issue 28): participant types (fee, capacity, suggested goal,
 * dates; a type people registered with is closed, not deleted), questions, each list reordered
 * with Move up / Move down, and the waiver participants accept.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useId, useState } from 'react';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { useFormat } from '../../../../shared/app-services';
import { DataTable, type TableColumn } from '../../../../shared/ui/data-table';
import { FormError } from '../../../../shared/ui/form-error';
import { TextAreaField, withValue } from '../../../../shared/ui/form-field';
import type { AdminCampaign } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { useNotices } from '../../../components/notices';
import { RowActionButton } from '../../../components/row-action-button';
import { deleteAdminRegistrationQuestionPath } from '../api/delete-admin-registration-question';
import { deleteAdminRegistrationTypePath } from '../api/delete-admin-registration-type';
import {
	getAdminRegistrationOptionsPath,
	type AdminRegistrationOptions,
	type AdminRegistrationQuestion,
	type AdminRegistrationType,
} from '../api/get-admin-registration-options';
import { orderAdminRegistrationPath } from '../api/order-admin-registration';
import { saveAdminRegistrationWaiverPath } from '../api/save-admin-registration-waiver';
import { fromMinor } from '../fee-units';
import { RegistrationQuestionModal } from './registration-question-modal';
import { RegistrationTypeModal } from './registration-type-modal';

const WAIVER_MAX = 10000;

const availabilityLabel = ( type: AdminRegistrationType ) =>
	( {
		available: __( 'Open', 'p2p-fundraising' ),
		sold_out: __( 'Sold out', 'p2p-fundraising' ),
		not_open: __( 'Not open yet', 'p2p-fundraising' ),
		closed: __( 'Closed', 'p2p-fundraising' ),
	} )[ type.availability ];

const kindLabel = ( question: AdminRegistrationQuestion ) =>
	( {
		text: __( 'Short text', 'p2p-fundraising' ),
		choice: __( 'Choice from a list', 'p2p-fundraising' ),
		checkbox: __( 'Checkbox', 'p2p-fundraising' ),
	} )[ question.kind ];

interface MoveButtonsProps {
	name: string;
	index: number;
	count: number;
	onMove: ( index: number, offset: number ) => void;
}

/** Move up / Move down, the keyboard way to reorder a row. */
function MoveButtons( { name, index, count, onMove }: MoveButtonsProps ) {
	return (
		<>
			<RowActionButton
				className="button button-small"
				disabled={ index <= 0 }
				onClick={ () => onMove( index, -1 ) }
				label={ __( 'Move up', 'p2p-fundraising' ) }
				accessibleLabel={ sprintf(
					/* translators: %s: name of a type or a question. */
					__( 'Move %s up', 'p2p-fundraising' ),
					name
				) }
			/>{ ' ' }
			<RowActionButton
				className="button button-small"
				disabled={ index < 0 || index >= count - 1 }
				onClick={ () => onMove( index, 1 ) }
				label={ __( 'Move down', 'p2p-fundraising' ) }
				accessibleLabel={ sprintf(
					/* translators: %s: name of a type or a question. */
					__( 'Move %s down', 'p2p-fundraising' ),
					name
				) }
			/>{ ' ' }
		</>
	);
}

export function RegistrationPanel( { campaign }: { campaign: AdminCampaign } ) {
	const id = useId();
	const format = useFormat();
	const { data, error, isLoading } = useApiQuery< {
		data: AdminRegistrationOptions;
	} >( [ getAdminRegistrationOptionsPath( campaign.campaign_id ), {} ] );
	const { run, isBusy } = useAdminAction();
	const { addNotice } = useNotices();
	const [ editingType, setEditingType ] = useState<
		AdminRegistrationType | 'new' | null
	>( null );
	const [ editingQuestion, setEditingQuestion ] = useState<
		AdminRegistrationQuestion | 'new' | null
	>( null );
	const [ removing, setRemoving ] = useState<
		| { kind: 'type'; item: AdminRegistrationType }
		| { kind: 'question'; item: AdminRegistrationQuestion }
		| null
	>( null );
	const options = data?.data;
	const currency = options?.currency ?? 'USD';
	const [ waiver, setWaiver ] = useState( '' );
	const [ waiverError, setWaiverError ] = useState< string | null >( null );
	const storedWaiver = options?.waiver;
	useEffect( () => {
		if ( storedWaiver !== undefined ) {
			setWaiver( storedWaiver );
		}
	}, [ storedWaiver ] );

	const move =
		( list: 'types' | 'questions', ids: number[] ) =>
		async ( index: number, offset: number ) => {
			const order = [ ...ids ];
			const [ moved ] = order.splice( index, 1 );
			if ( moved === undefined ) {
				return;
			}
			order.splice( index + offset, 0, moved );
			const result = await run(
				orderAdminRegistrationPath( campaign.campaign_id ),
				{ list, ids: order },
				__( 'Order saved.', 'p2p-fundraising' )
			);
			if ( result.error ) {
				addNotice( 'error', result.error.message );
			}
		};

	const types = options?.types;
	const typeIds = ( types ?? [] ).map( ( type ) => type.id );
	const typeColumns: Array< TableColumn< AdminRegistrationType > > = [
		{
			key: 'name',
			label: __( 'Participant type', 'p2p-fundraising' ),
			render: ( type ) => <strong>{ type.name }</strong>,
		},
		{
			key: 'fee',
			label: __( 'Fee', 'p2p-fundraising' ),
			render: ( type ) =>
				type.fee > 0
					? format.money( fromMinor( type.fee, currency ) )
					: __( 'None', 'p2p-fundraising' ),
		},
		{
			key: 'places',
			label: __( 'Registered', 'p2p-fundraising' ),
			render: ( type ) =>
				type.capacity === null
					? format.number( type.registered )
					: sprintf(
							/* translators: 1: places taken, 2: capacity. */
							__( '%1$s of %2$s', 'p2p-fundraising' ),
							format.number( type.registered ),
							format.number( type.capacity )
						),
		},
		{
			key: 'dates',
			label: __( 'Registration dates', 'p2p-fundraising' ),
			// No dates: open as long as the campaign takes sign-ups.
			render: ( type ) =>
				type.opens_on || type.closes_on
					? [ type.opens_on ?? '…', type.closes_on ?? '…' ].join(
							' – '
						)
					: '—',
		},
		{
			key: 'availability',
			label: __( 'Status', 'p2p-fundraising' ),
			render: availabilityLabel,
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			render: ( type ) => (
				<span className="p2p-admin-row-actions">
					<MoveButtons
						name={ type.name }
						index={ typeIds.indexOf( type.id ) }
						count={ typeIds.length }
						onMove={ move( 'types', typeIds ) }
					/>
					<RowActionButton
						onClick={ () => setEditingType( type ) }
						label={ __( 'Edit', 'p2p-fundraising' ) }
						accessibleLabel={ sprintf(
							/* translators: %s: participant type. */
							__( 'Edit %s', 'p2p-fundraising' ),
							type.name
						) }
					/>
					{ type.registered === 0 && (
						<>
							{ ' | ' }
							<RowActionButton
								className="button-link button-link-delete"
								onClick={ () =>
									setRemoving( { kind: 'type', item: type } )
								}
								label={ __( 'Delete', 'p2p-fundraising' ) }
								accessibleLabel={ sprintf(
									/* translators: %s: participant type. */
									__( 'Delete %s', 'p2p-fundraising' ),
									type.name
								) }
							/>
						</>
					) }
				</span>
			),
		},
	];

	const questions = options?.questions;
	const questionIds = ( questions ?? [] ).map( ( question ) => question.id );
	const questionColumns: Array< TableColumn< AdminRegistrationQuestion > > = [
		{
			key: 'label',
			label: __( 'Question', 'p2p-fundraising' ),
			render: ( question ) => <strong>{ question.label }</strong>,
		},
		{
			key: 'kind',
			label: __( 'Answer', 'p2p-fundraising' ),
			render: ( question ) =>
				question.kind === 'choice'
					? `${ kindLabel( question ) }: ${ question.options.join(
							', '
						) }`
					: kindLabel( question ),
		},
		{
			key: 'required',
			label: __( 'Required', 'p2p-fundraising' ),
			render: ( question ) =>
				question.required
					? __( 'Yes', 'p2p-fundraising' )
					: __( 'No', 'p2p-fundraising' ),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			render: ( question ) => (
				<span className="p2p-admin-row-actions">
					<MoveButtons
						name={ question.label }
						index={ questionIds.indexOf( question.id ) }
						count={ questionIds.length }
						onMove={ move( 'questions', questionIds ) }
					/>
					<RowActionButton
						onClick={ () => setEditingQuestion( question ) }
						label={ __( 'Edit', 'p2p-fundraising' ) }
						accessibleLabel={ sprintf(
							/* translators: %s: question. */
							__( 'Edit %s', 'p2p-fundraising' ),
							question.label
						) }
					/>
					{ ' | ' }
					<RowActionButton
						className="button-link button-link-delete"
						onClick={ () =>
							setRemoving( {
								kind: 'question',
								item: question,
							} )
						}
						label={ __( 'Delete', 'p2p-fundraising' ) }
						accessibleLabel={ sprintf(
							/* translators: %s: question. */
							__( 'Delete %s', 'p2p-fundraising' ),
							question.label
						) }
					/>
				</span>
			),
		},
	];

	const saveWaiver = async () => {
		setWaiverError( null );
		const result = await run(
			saveAdminRegistrationWaiverPath( campaign.campaign_id ),
			{ waiver },
			__( 'Waiver saved.', 'p2p-fundraising' )
		);
		if ( result.error ) {
			setWaiverError( result.error.message );
		}
	};

	const removingName =
		removing?.kind === 'type'
			? removing.item.name
			: ( removing?.item.label ?? '' );

	return (
		<section
			aria-label={ __( 'Registration', 'p2p-fundraising' ) }
			className="p2p-admin-registration"
		>
			<LoadError error={ error } />
			<h2>{ __( 'Participant types', 'p2p-fundraising' ) }</h2>
			<p className="description">
				{ __(
					'How people take part, e.g. “5 km runner”, “Virtual walker”, “Volunteer”. With types, each participant chooses one when registering. A type people registered with cannot be deleted: close it instead.',
					'p2p-fundraising'
				) }
			</p>
			<p>
				<button
					type="button"
					className="button"
					onClick={ () => setEditingType( 'new' ) }
				>
					{ __( 'Add participant type', 'p2p-fundraising' ) }
				</button>
			</p>
			<DataTable
				columns={ typeColumns }
				rows={ types }
				rowKey={ ( type ) => type.id }
				isLoading={ isLoading }
				caption={ __( 'Participant types', 'p2p-fundraising' ) }
			/>
			<h2>{ __( 'Questions', 'p2p-fundraising' ) }</h2>
			<p>
				<button
					type="button"
					className="button"
					onClick={ () => setEditingQuestion( 'new' ) }
				>
					{ __( 'Add question', 'p2p-fundraising' ) }
				</button>
			</p>
			<DataTable
				columns={ questionColumns }
				rows={ questions }
				rowKey={ ( question ) => question.id }
				isLoading={ isLoading }
				caption={ __( 'Questions', 'p2p-fundraising' ) }
			/>
			<h2>{ __( 'Waiver', 'p2p-fundraising' ) }</h2>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					saveWaiver();
				} }
			>
				<TextAreaField
					id={ `${ id }-waiver` }
					label={ __( 'Waiver text', 'p2p-fundraising' ) }
					hint={ __(
						'Participants must accept it to register; the text they accepted is kept with their registration. Leave empty for none.',
						'p2p-fundraising'
					) }
					rows={ 8 }
					maxLength={ WAIVER_MAX }
					value={ waiver }
					onChange={ withValue( setWaiver ) }
				/>
				<FormError message={ waiverError } />
				<p>
					<button
						type="submit"
						className="button button-primary"
						disabled={ isBusy }
					>
						{ __( 'Save waiver', 'p2p-fundraising' ) }
					</button>
				</p>
			</form>
			{ editingType && (
				<RegistrationTypeModal
					campaignId={ campaign.campaign_id }
					currency={ currency }
					type={ editingType === 'new' ? null : editingType }
					onClose={ () => setEditingType( null ) }
				/>
			) }
			{ editingQuestion && (
				<RegistrationQuestionModal
					campaignId={ campaign.campaign_id }
					question={
						editingQuestion === 'new' ? null : editingQuestion
					}
					onClose={ () => setEditingQuestion( null ) }
				/>
			) }
			<ConfirmModal
				isOpen={ removing !== null }
				title={
					removing?.kind === 'type'
						? __( 'Delete participant type', 'p2p-fundraising' )
						: __( 'Delete question', 'p2p-fundraising' )
				}
				confirmLabel={ __( 'Delete', 'p2p-fundraising' ) }
				onCancel={ () => setRemoving( null ) }
				onConfirm={ async () => {
					if ( ! removing ) {
						return undefined;
					}
					const result = await run(
						removing.kind === 'type'
							? deleteAdminRegistrationTypePath(
									removing.item.id
								)
							: deleteAdminRegistrationQuestionPath(
									removing.item.id
								),
						{},
						__( 'Deleted.', 'p2p-fundraising' )
					);
					if ( ! result.error ) {
						setRemoving( null );
					}
					return result.error;
				} }
			>
				<p>
					{ sprintf(
						/* translators: %s: name of a type or a question. */
						__( 'Delete “%s”?', 'p2p-fundraising' ),
						removingName
					) }
				</p>
			</ConfirmModal>
		</section>
	);
}
