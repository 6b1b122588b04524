/**
 * /fundraiser/{fundraiser_id}/update/ (spec §2): the profile form for editing, then "Your page"
 * (name, address, cover photo: decision 0090), for its owner (or an administrator); the server
 * enforces the same rule.
 */
import { __ } from '@wordpress/i18n';
import { useAuth } from '../contract/initial-data-context';
import { useRouteId } from '../navigation/use-route-id';
import { EntityNotFound } from '../components/entity-not-found';
import { EntityView, entityErrorMessage } from '../components/entity-view';
import { FormLayout, Intro } from '../components/form-layout';
import { SubHeading } from '../components/sub-heading';
import { useFundraiser } from '../features/fundraisers/api/get-fundraiser';
import { PageSettingsForm } from '../features/fundraiser-profile/components/page-settings-form';
import { ProfileForm } from '../features/fundraiser-profile/components/profile-form';

function FundraiserUpdate( { fundraiserId }: { fundraiserId: number } ) {
	const auth = useAuth();
	const query = useFundraiser( fundraiserId );
	return (
		<FormLayout
			title={ __( 'Edit profile', 'p2p-fundraising' ) }
			className="p2p-fundraiser-update-screen"
		>
			<EntityView
				kind="fundraiser"
				query={ query }
				errorMessage={ entityErrorMessage( 'fundraiser' ) }
			>
				{ ( fundraiser ) =>
					fundraiser.user_id === auth.user_id || auth.is_admin ? (
						<>
							<ProfileForm
								fundraiserId={ fundraiser.id }
								initialGoal={ fundraiser.fundraiser_goal }
								initialStory={ fundraiser.story }
								currentImage={ fundraiser.profile_image }
								submitLabel={ __(
									'Save Profile',
									'p2p-fundraising'
								) }
							/>
							<SubHeading
								as="h2"
								className="p2p-page-settings-heading"
							>
								{ __( 'Your page', 'p2p-fundraising' ) }
							</SubHeading>
							<PageSettingsForm
								fundraiserId={ fundraiser.id }
								initialName={ fundraiser.fundraiser_name }
								initialAddress={ fundraiser.page_address ?? '' }
								currentCover={ fundraiser.cover_image ?? '' }
							/>
						</>
					) : (
						<Intro role="alert">
							{ __(
								'Only the owner of this profile can edit it.',
								'p2p-fundraising'
							) }
						</Intro>
					)
				}
			</EntityView>
		</FormLayout>
	);
}

export function FundraiserUpdateScreen() {
	const fundraiserId = useRouteId( 'fundraiserId' );
	return fundraiserId === null ? (
		<EntityNotFound kind="fundraiser" />
	) : (
		<FundraiserUpdate key={ fundraiserId } fundraiserId={ fundraiserId } />
	);
}
