/**
 * The text of a row action ("Edit", "Remove"…) followed by the row's name for screen readers, so
 * each action is told apart from the same action on the other rows.
 */
interface RowActionLabelProps {
	label: string;
	/** The row's name, read after the label. */
	name: string;
}

export function RowActionLabel( { label, name }: RowActionLabelProps ) {
	return (
		<>
			{ label }
			<span className="screen-reader-text"> { name }</span>
		</>
	);
}
