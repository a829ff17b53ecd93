import { Card, Flex, Typography } from "antd";
import { Link } from "react-router";
import { usePageTitle } from "../../document-title";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A readable legal text: title, introduction, numbered sections. Public, outside the layout. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  usePageTitle(title);
  return (
    <Flex justify="center" style={{ padding: "32px 16px" }}>
      <Card style={{ width: "100%", maxWidth: 860 }}>
        <Typography>
          <Typography.Title level={1}>{title}</Typography.Title>
          <Typography.Paragraph>{intro}</Typography.Paragraph>
          {sections.map((section, index) => (
            <section key={section.heading}>
              <Typography.Title level={3}>
                {index + 1}. {section.heading}
              </Typography.Title>
              {section.paragraphs.map((paragraph) => (
                <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <Typography.Paragraph>
            <Link to="/">Back to the panel</Link> · <Link to="/privacy-policy">Privacy policy</Link> ·{" "}
            <Link to="/terms-and-conditions">Terms and conditions</Link>
          </Typography.Paragraph>
        </Typography>
      </Card>
    </Flex>
  );
}
