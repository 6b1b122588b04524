/**
 * The editor side of the three blocks (their definitions: blocks/<name>/block.json, registered by
 * PHP). Each block is rendered by the server, on the page and in the editor alike: the editor
 * shows ServerSideRender's preview and puts the choices in the block's sidebar.
 */
// First: the translations must be in place before any module calls __().
import '../shared/i18n/translations';
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	Placeholder,
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

type CampaignChoice = { id: number; title: string; active: boolean };

declare global {
	interface Window {
		/** Printed before this script by includes/Blocks/Blocks.php. */
		p2pFundraisingBlocks?: { campaigns: CampaignChoice[] };
	}
}

type CampaignAttributes = { campaignId: number };
type LeaderboardAttributes = CampaignAttributes & {
	kind: 'fundraisers' | 'teams';
	count: number;
};
type DonateAttributes = CampaignAttributes & {
	teamId: number;
	fundraiserId: number;
	label: string;
};

function campaignOptions() {
	const campaigns = window.p2pFundraisingBlocks?.campaigns ?? [];
	return [
		{ label: __( 'Choose a campaign', 'p2p-fundraising' ), value: '0' },
		...campaigns.map( ( campaign ) => ( {
			label: campaign.active
				? campaign.title
				: `${ campaign.title } (${ __(
						'not published',
						'p2p-fundraising'
					) })`,
			value: String( campaign.id ),
		} ) ),
	];
}

function CampaignPicker( {
	value,
	onChange,
}: {
	value: number;
	onChange: ( id: number ) => void;
} ) {
	return (
		<SelectControl
			label={ __( 'Campaign', 'p2p-fundraising' ) }
			value={ String( value ) }
			options={ campaignOptions() }
			onChange={ ( next ) => onChange( Number( next ) ) }
			__nextHasNoMarginBottom
		/>
	);
}

/** One block's editor: its settings in the sidebar, the server's render (or a picker) in place. */
function BlockEdit< T extends CampaignAttributes >( {
	name,
	attributes,
	setAttributes,
	label,
	settings,
}: BlockEditProps< T > & { label: string; settings?: ReactNode } ) {
	const blockProps = useBlockProps();
	const picker = (
		<CampaignPicker
			value={ attributes.campaignId }
			onChange={ ( campaignId ) =>
				setAttributes( { campaignId } as Partial< T > )
			}
		/>
	);
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'p2p-fundraising' ) }>
					{ picker }
					{ settings }
				</PanelBody>
			</InspectorControls>
			{ attributes.campaignId > 0 ? (
				<ServerSideRender block={ name } attributes={ attributes } />
			) : (
				<Placeholder
					icon="heart"
					label={ label }
					instructions={ __(
						'Choose the campaign to show.',
						'p2p-fundraising'
					) }
				>
					{ picker }
				</Placeholder>
			) }
		</div>
	);
}

registerBlockType< CampaignAttributes >( 'p2p-fundraising/campaign-progress', {
	edit: ( props ) => (
		<BlockEdit
			{ ...props }
			label={ __( 'Campaign progress', 'p2p-fundraising' ) }
		/>
	),
	save: () => null,
} );

registerBlockType< LeaderboardAttributes >( 'p2p-fundraising/leaderboard', {
	edit: ( props ) => (
		<BlockEdit
			{ ...props }
			label={ __( 'Top fundraisers or teams', 'p2p-fundraising' ) }
			settings={
				<>
					<SelectControl
						label={ __( 'Show', 'p2p-fundraising' ) }
						value={ props.attributes.kind }
						options={ [
							{
								label: __(
									'Top fundraisers',
									'p2p-fundraising'
								),
								value: 'fundraisers',
							},
							{
								label: __( 'Top teams', 'p2p-fundraising' ),
								value: 'teams',
							},
						] }
						onChange={ ( kind ) =>
							props.setAttributes( {
								kind:
									kind === 'teams' ? 'teams' : 'fundraisers',
							} )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Number of places', 'p2p-fundraising' ) }
						value={ props.attributes.count }
						min={ 1 }
						max={ 20 }
						onChange={ ( count ) =>
							props.setAttributes( { count: count ?? 5 } )
						}
						__nextHasNoMarginBottom
					/>
				</>
			}
		/>
	),
	save: () => null,
} );

registerBlockType< DonateAttributes >( 'p2p-fundraising/donate-button', {
	edit: ( props ) => (
		<BlockEdit
			{ ...props }
			label={ __( 'Donate button', 'p2p-fundraising' ) }
			settings={
				<>
					<TextControl
						label={ __( 'Team ID (optional)', 'p2p-fundraising' ) }
						type="number"
						value={
							props.attributes.teamId
								? String( props.attributes.teamId )
								: ''
						}
						onChange={ ( value ) =>
							props.setAttributes( {
								teamId: Math.max( 0, Number( value ) || 0 ),
							} )
						}
						help={ __(
							'The number in the team page’s address, e.g. 3 in /team/3/.',
							'p2p-fundraising'
						) }
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __(
							'Fundraiser ID (optional)',
							'p2p-fundraising'
						) }
						type="number"
						value={
							props.attributes.fundraiserId
								? String( props.attributes.fundraiserId )
								: ''
						}
						onChange={ ( value ) =>
							props.setAttributes( {
								fundraiserId: Math.max(
									0,
									Number( value ) || 0
								),
							} )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Button text', 'p2p-fundraising' ) }
						value={ props.attributes.label }
						onChange={ ( label ) =>
							props.setAttributes( { label } )
						}
						help={ __(
							'Leave empty for “Donate Now” or “Donate to {name}”.',
							'p2p-fundraising'
						) }
						__nextHasNoMarginBottom
					/>
				</>
			}
		/>
	),
	save: () => null,
} );
