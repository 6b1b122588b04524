/**
 * /fundraiser/{fundraiser_id}/donate/ (spec §2): the fundraiser's donation form.
 */
import { __, sprintf } from '@wordpress/i18n';
import { links } from '../navigation/paths';
import { useRouteId } from '../navigation/use-route-id';
import { EntityNotFound } from '../components/entity-not-found';
import { EntityView, entityErrorMessage } from '../components/entity-view';
import { DonatePage } from './donate-page';
import { useFundraiser } from '../features/fundraisers/api/get-fundraiser';

function FundraiserDonate( { fundraiserId }: { fundraiserId: number } ) {
	return (
		<EntityView
			kind="fundraiser"
			query={ useFundraiser( fundraiserId ) }
			errorMessage={ entityErrorMessage( 'fundraiser' ) }
		>
			{ ( fundraiser ) => (
				<DonatePage
					title={ sprintf(
						/* translators: %s: campaign, team or fundraiser name. */
						__( 'Make a Donation to %s', 'p2p-fundraising' ),
						fundraiser.fundraiser_name
					) }
					frameUrl={ fundraiser.iframe_url }
					frameTitle={ __( 'Donation form', 'p2p-fundraising' ) }
					recipient={ {
						name: fundraiser.fundraiser_name,
						url: fundraiser.url,
					} }
					backTo={ links.fundraiser( fundraiser.id ) }
					backLabel={ sprintf(
						/* translators: %s: team or fundraiser name. */
						__( 'Back to %s', 'p2p-fundraising' ),
						fundraiser.fundraiser_name
					) }
				/>
			) }
		</EntityView>
	);
}

export function FundraiserDonateScreen() {
	const fundraiserId = useRouteId( 'fundraiserId' );
	if ( fundraiserId === null ) {
		return <EntityNotFound kind="fundraiser" />;
	}
	return (
		<FundraiserDonate key={ fundraiserId } fundraiserId={ fundraiserId } />
	);
}
