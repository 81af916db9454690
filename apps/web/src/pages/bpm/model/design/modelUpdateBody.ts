/**
 * The body of 保存模型: the model as it is, with the designer's XML. Every field the update
 * takes is sent (a left-out one would also be kept, but sending the whole model is what the
 * reference does and makes the request self-explanatory).
 */
import type { BodyOf, BpmModel, modelApi } from '@tenon/contracts';

export function modelUpdateBody(model: BpmModel, bpmnXml: string): BodyOf<typeof modelApi.update> {
  return {
    id: model.id,
    name: model.name,
    description: model.description,
    category: model.category,
    formType: model.formType as 10 | 20 | null,
    formId: model.formId,
    formCustomCreatePath: model.formCustomCreatePath,
    formCustomViewPath: model.formCustomViewPath,
    bpmnXml,
  };
}
