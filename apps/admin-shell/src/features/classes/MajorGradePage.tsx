import { Col, Row, Typography } from 'antd';
import { GradesCard } from './GradesCard';
import { MajorsCard } from './MajorsCard';
import { classText as text } from './messages';

/** 专业与年级 (/people/majors-grades): the two short lists classes pick from, side by side. */
export default function MajorGradePage() {
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <Typography.Title level={5}>{text.majors}</Typography.Title>
        <MajorsCard />
      </Col>
      <Col xs={24} xl={12}>
        <Typography.Title level={5}>{text.grades}</Typography.Title>
        <GradesCard />
      </Col>
    </Row>
  );
}
