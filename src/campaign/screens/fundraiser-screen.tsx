/**
 * /fundraiser/{fundraiser_id}/ (spec §2), and /{page_address}/ when the fundraiser chose one
 * (decision 0090): '{name} fundraising in support of {campaign}', progress
 * and figures, 'Help me spread the word!', 'Why I'm fundraising', donations and 'Support this
 * Fundraiser'. First paint comes from the embedded fundraiser; reached from another page, it
 * loads through the API. Unknown ids, and fundraisers of another campaign, get the not-found page.
 */
import { __ } from '@wordpress/i18n';
import { useParams } from 'react-router-dom';
import type { Fundraiser } from '../contract/types';
import {
	useAuth,
	useCampaign,
	useInitialData,
} from '../contract/initial-data-context';
import { links } from '../navigation/paths';
import { useDocumentTitle } from '../navigation/use-document-title';
import { useRouteId } from '../navigation/use-route-id';
import { EntityPage } from './entity-page';
import { EntityNotFound } from '../components/entity-not-found';
import { EntityView, entityErrorMessage } from '../components/entity-view';
import { useFundraiser } from '../features/fundraisers/api/get-fundraiser';
import { fundraiserTopDonorsKey } from '../features/fundraisers/api/get-fundraiser-top-donors';
import { FundraiserCover } from '../features/fundraisers/components/fundraiser-cover';
import { FundraiserHeader } from '../features/fundraisers/components/fundraiser-header';
import { FundraiserStats } from '../features/fundraisers/components/fundraiser-stats';
import { UpdatesSection } from '../features/updates/components/updates-section';

function FundraiserPage( { fundraiser }: { fundraiser: Fundraiser } ) {
	const auth = useAuth();
	const campaign = useCampaign();
	return (
		<EntityPage
			kind="fundraiser"
			name={ fundraiser.fundraiser_name }
			story={ fundraiser.story }
			storyHeading={ __( "Why I'm fundraising", 'p2p-fundraising' ) }
			url={ fundraiser.url }
			header={
				<>
					<FundraiserCover image={ fundraiser.cover_image ?? '' } />
					<FundraiserHeader
						fundraiser={ fundraiser }
						campaignTitle={ campaign.campaign_title }
						auth={ auth }
					/>
				</>
			}
			stats={ <FundraiserStats fundraiser={ fundraiser } /> }
			donationsScope={ {
				campaignId: campaign.campaign_id,
				fundraiserId: fundraiser.id,
			} }
			topDonorsKey={ fundraiserTopDonorsKey( fundraiser.id ) }
			supportHeading={ __(
				'Support this Fundraiser',
				'p2p-fundraising'
			) }
			donateTo={ links.fundraiserDonate( fundraiser.id ) }
			shareHeading={ __( 'Help me spread the word!', 'p2p-fundraising' ) }
		>
			<UpdatesSection owner={ { fundraiserId: fundraiser.id } } />
		</EntityPage>
	);
}

function FundraiserRoute( { fundraiserId }: { fundraiserId: number } ) {
	const query = useFundraiser( fundraiserId );
	useDocumentTitle( query.data?.data.fundraiser_name );
	return (
		<EntityView
			kind="fundraiser"
			query={ query }
			errorMessage={ entityErrorMessage( 'fundraiser' ) }
		>
			{ ( fundraiser ) => <FundraiserPage fundraiser={ fundraiser } /> }
		</EntityView>
	);
}

export function FundraiserScreen() {
	const fundraiserId = useRouteId( 'fundraiserId' );
	if ( fundraiserId === null ) {
		return <EntityNotFound kind="fundraiser" />;
	}
	// A new instance per fundraiser: another one's data never shows under this address.
	return (
		<FundraiserRoute key={ fundraiserId } fundraiserId={ fundraiserId } />
	);
}

/**
 * The page at the address its fundraiser chose. The server resolved the address (and sent earlier
 * ones here with a 301), so the page's embedded fundraiser is the one to show; any other single
 * word below the campaign is no one's page.
 */
export function FundraiserAddressScreen() {
	const { pageAddress } = useParams();
	const { fundraiser } = useInitialData();
	if (
		! fundraiser?.page_address ||
		fundraiser.page_address !== pageAddress
	) {
		return <EntityNotFound kind="fundraiser" />;
	}
	return (
		<FundraiserRoute key={ fundraiser.id } fundraiserId={ fundraiser.id } />
	);
}
