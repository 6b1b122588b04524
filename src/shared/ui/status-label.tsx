/**
 * A short coloured label for a state (spec §4): error, failed, warning, notice, success, info,
 * HTTP. Without text it shows the capitalised type name.
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import { classNames } from './class-names';

export type StatusLabelType =
	'error' | 'failed' | 'warning' | 'notice' | 'success' | 'info' | 'http';

export const STATUS_LABEL_TYPES: StatusLabelType[] = [
	'error',
	'failed',
	'warning',
	'notice',
	'success',
	'info',
	'http',
];

/** The capitalised type names, shown when a label has no text of its own. */
export function statusTypeName( type: StatusLabelType ): string {
	switch ( type ) {
		case 'error':
			return __( 'Error', 'p2p-fundraising' );
		case 'failed':
			return __( 'Failed', 'p2p-fundraising' );
		case 'warning':
			return __( 'Warning', 'p2p-fundraising' );
		case 'notice':
			return __( 'Notice', 'p2p-fundraising' );
		case 'success':
			return __( 'Success', 'p2p-fundraising' );
		case 'info':
			return __( 'Info', 'p2p-fundraising' );
		case 'http':
			return __( 'HTTP', 'p2p-fundraising' );
	}
}

/** Text and background pairs that all reach 4.5:1. */
const COLORS: Record< StatusLabelType, [ string, string ] > = {
	error: [ '#8a1f11', '#fcf0f1' ],
	failed: [ '#8a1f11', '#fcf0f1' ],
	warning: [ '#6e4b00', '#fcf9e8' ],
	notice: [ '#1d2327', '#f0f0f1' ],
	success: [ '#00450c', '#edfaef' ],
	info: [ '#043959', '#f0f6fc' ],
	http: [ '#3c2a6b', '#f3f0fb' ],
};

const Label = styled.span< { $type: StatusLabelType } >`
	display: inline-flex;
	align-items: center;
	gap: 0.35em;
	padding: 0.15em 0.6em;
	border-radius: 999px;
	font-size: 0.8125rem;
	font-weight: 600;
	line-height: 1.5;
	white-space: nowrap;
	color: ${ ( { $type } ) => COLORS[ $type ][ 0 ] };
	background: ${ ( { $type } ) => COLORS[ $type ][ 1 ] };
	border: 1px solid currentColor;

	&::before {
		content: '';
		width: 0.5em;
		height: 0.5em;
		border-radius: 50%;
		background: currentColor;
	}
`;

export interface StatusLabelProps {
	type: StatusLabelType;
	text?: string;
	className?: string;
}

export function StatusLabel( { type, text, className }: StatusLabelProps ) {
	return (
		<Label
			$type={ type }
			className={ classNames(
				'p2p-status-label',
				`p2p-status-label--${ type }`,
				className
			) }
		>
			{ text ? text : statusTypeName( type ) }
		</Label>
	);
}
