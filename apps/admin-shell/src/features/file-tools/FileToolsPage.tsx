import { useState } from 'react';
import { Card, Col, Row } from 'antd';
import { FileUpload, type UploadedFile } from '../../components/upload/FileUpload';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { messages } from '../../messages';

/** 文件上传 (/system/upload): the console's image and file upload tools; uploaded paths can be copied from the list. */
export default function FileToolsPage() {
  const [images, setImages] = useState<string[]>([]);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Card title={messages.upload.imageTitle}>
          <ImageUpload value={images} onChange={setImages} />
          <ul data-testid="uploaded-images">
            {images.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={messages.upload.fileTitle}>
          <FileUpload value={files} onChange={setFiles} />
        </Card>
      </Col>
    </Row>
  );
}
