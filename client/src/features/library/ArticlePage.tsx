import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { RequireSubscription } from '../../app/gating';
import { ReaderTestActionsDocument } from '../../gql/graphql';
import { Spinner } from '../../ui/components';
import TestActions from '../assessment/TestActions';

/** Article (filled in by its feature); for now the title and the test actions, so tests can be started. */
export default function ArticlePage() {
  return (
    <RequireSubscription what="read articles">
      <ArticleStub />
    </RequireSubscription>
  );
}

function ArticleStub() {
  const { id } = useParams();
  const articleId = Number(id);
  const { data, loading } = useQuery(ReaderTestActionsDocument, { variables: { id: articleId }, skip: !Number.isInteger(articleId) });
  return (
    <section className="card">
      <Link to="/articles">Back to Library</Link>
      {loading && !data ? <Spinner label="Loading the article..." /> : null}
      {data ? (
        <>
          <h1>{data.article.title}</h1>
          <TestActions articleId={data.article.id} pePointsValue={data.article.pePointsValue} variant="reader" />
        </>
      ) : null}
    </section>
  );
}
