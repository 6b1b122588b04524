/**
 * The text of a row action: a short word on screen ("Edit"), and for assistive technology one
 * translated sentence naming the row ("Edit Team North", "Spende 41 erstatten"), so each action
 * is told apart from the same action on the other rows and reads in the language's word order.
 */
interface RowActionLabelProps {
	/** What the button shows. */
	label: string;
	/** What screen readers announce instead: the action on this row. */
	accessibleLabel: string;
}

export function RowActionLabel( {
	label,
	accessibleLabel,
}: RowActionLabelProps ) {
	return (
		<>
			<span aria-hidden="true">{ label }</span>
			<span className="screen-reader-text">{ accessibleLabel }</span>
		</>
	);
}
