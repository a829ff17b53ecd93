import { Button, Flex, Result } from "antd";
import { Link } from "react-router";
import { usePageTitle } from "../../document-title";

/** Any path the panel does not know. */
export default function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <Flex align="center" justify="center" style={{ minHeight: "100vh" }}>
      <Result
        status="404"
        title="Page not found"
        subTitle="There is no page at this address. Check the link, or start again from the home page."
        extra={
          <Link to="/">
            <Button type="primary">Go to the home page</Button>
          </Link>
        }
      />
    </Flex>
  );
}
