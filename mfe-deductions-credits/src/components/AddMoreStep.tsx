// The Add More step of both steppers (spec 3 §2): the categories not chosen yet, each a button that adds it.
import { CardGrid, CategoryCard } from './styles';

export function AddMoreStep(props: { kind: 'deduction' | 'credit'; others: readonly { id: string; title: string; description: string }[]; onAdd: (id: string) => void }) {
  if (props.others.length === 0) return <p>{props.kind === 'deduction' ? 'All Deduction Types Added!' : 'All Credit Types Added!'}</p>;
  return (
    <>
      <p>Have other {props.kind} sources?</p>
      <CardGrid role="group" aria-label={`Add a ${props.kind} category`}>
        {props.others.map((category) => (
          <CategoryCard key={category.id} type="button" onClick={() => props.onAdd(category.id)}>
            <strong>{category.title}</strong>
            <small>{category.description}</small>
          </CategoryCard>
        ))}
      </CardGrid>
    </>
  );
}
