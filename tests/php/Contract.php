<?php
/**
 * The keys of each JSON shape in docs/api.md, for the shape assertions.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

final class Contract {

	public const CAMPAIGN = array(
		'campaign_id', 'campaign_title', 'short_desc', 'long_desc', 'campaign_image', 'campaign_logo', 'campaign_url',
		'base_url', 'campaign_goal', 'primary_color', 'secondary_color', 'iframe_url', 'is_active', 'status',
		'sponsors_enabled', 'sponsor_linking', 'sponsor_section_heading', 'sponsor_application_page', 'fundraiser_goal',
		'team_goal', 'fundraiser_story_placeholder', 'team_story_placeholder', 'start_date', 'end_date', 'schedule', 'match',
	);

	public const CAMPAIGN_STATS = array( 'raisedAmount', 'raisedPercentage', 'donationsCount', 'averageAmount', 'fundraisersCount', 'teamsCount', 'donorsCount' );

	public const ENTITY_STATS = array( 'raisedAmount', 'raisedPercentage', 'averageAmount', 'donationsCount', 'donorsCount' );

	public const TEAM = array(
		'id', 'name', 'profile_image', 'iframe_url', 'goal', 'story', 'access', 'captain_user_id', 'owner_id', 'captain',
		'fundraiser_count', 'members', 'amount', 'url',
	);

	public const FUNDRAISER = array(
		'id', 'user_id', 'team_id', 'team', 'fundraiser_name', 'fundraiser_goal', 'profile_image', 'story', 'iframe_url',
		'amount_raised', 'url',
	);

	public const SPONSOR = array( 'id', 'sponsor_image', 'sponsor_name', 'sponsor_url' );

	public const DONATION_ROW = array( 'id', 'donorName', 'donationType', 'relativeDateString', 'teamOrFundraiserName', 'amount', 'sourceLink' );

	public const TOP_DONOR = array( 'name', 'amount' );

	public const FUNDRAISER_ITEM = array( 'id', 'name', 'profile_image', 'amount', 'goal', 'url' );

	public const TEAM_ITEM = array( 'id', 'name', 'profile_image', 'amount', 'goal', 'url', 'members', 'access' );

	public const PAGE = array( 'data', 'total', 'count' );

	public const AUTH = array( 'user_id', 'fundraiser_id', 'is_logged_in', 'is_admin' );

	public const SETTINGS = array(
		'apiRoot', 'apiNonce', 'locale', 'currencySymbol', 'currencyPosition', 'decimalSeparator', 'thousandsSeparator',
		'maxUploadSize', 'assetsUrl', 'loginUrl', 'homeUrl', 'siteName', 'registrationOpen',
	);
}
