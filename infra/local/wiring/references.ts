/**
 * Which resource a template value points at: `Ref`, `Fn::GetAtt`, and the cross-stack forms CDK
 * writes (`Fn::ImportValue` of an export, `Fn::GetStackOutput`), followed to the resource they
 * name. A value that points nowhere known throws, so a new kind of reference is noticed.
 */
import type { CfnTemplate, CfnValue, TemplateResource } from './assembly';

export interface ResourcePointer {
  /** `<stack>/<logical id>`. */
  id: string;
  stackName: string;
  logicalId: string;
  resource: TemplateResource;
  /** The GetAtt attribute, when the value was one. */
  attribute?: string;
}

export class UnknownReference extends Error {}

const PSEUDO_PARAMETER = /^AWS::/;

function single(value: CfnValue): [string, unknown] | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.length === 1 ? (entries[0] as [string, unknown]) : undefined;
}

export class TemplateReferences {
  constructor(private readonly templates: Map<string, CfnTemplate>) {}

  /** The one resource `value` points at; throws when it points at none or at several. */
  target(stackName: string, value: CfnValue, where: string): ResourcePointer {
    const found = this.targets(stackName, value, where);
    const [first] = found;
    if (found.length !== 1 || !first)
      throw new UnknownReference(
        `${where}: ${JSON.stringify(value)} names ${found.length} resources, not one`,
      );
    return first;
  }

  /** Every resource `value` points at, looking inside Fn::Join and other intrinsics. */
  targets(stackName: string, value: CfnValue, where: string): ResourcePointer[] {
    if (Array.isArray(value)) return value.flatMap((item) => this.targets(stackName, item, where));
    const intrinsic = single(value);
    if (!intrinsic) return [];
    const [name, argument] = intrinsic;
    switch (name) {
      case 'Ref':
        return PSEUDO_PARAMETER.test(String(argument))
          ? []
          : [this.pointer(stackName, String(argument), where)];
      case 'Fn::GetAtt': {
        const [logicalId, attribute] = Array.isArray(argument) ? argument : String(argument).split('.');
        return [{ ...this.pointer(stackName, String(logicalId), where), attribute: String(attribute) }];
      }
      case 'Fn::ImportValue':
        return this.imported(String(argument), where);
      case 'Fn::GetStackOutput': {
        const { StackName, OutputName } = argument as { StackName: string; OutputName: string };
        const output = this.templates.get(StackName)?.Outputs?.[OutputName];
        if (!output) throw new UnknownReference(`${where}: ${StackName} has no output ${OutputName}`);
        return this.targets(StackName, output.Value, where);
      }
      default:
        return this.targets(stackName, argument, where);
    }
  }

  /** The resource of `<stack>/<logical id>`. */
  resource(id: string): TemplateResource | undefined {
    const [stackName = '', logicalId = ''] = id.split('/');
    return this.templates.get(stackName)?.Resources[logicalId];
  }

  private pointer(stackName: string, logicalId: string, where: string): ResourcePointer {
    const resource = this.templates.get(stackName)?.Resources[logicalId];
    if (!resource) throw new UnknownReference(`${where}: no resource ${logicalId} in ${stackName}`);
    return { id: `${stackName}/${logicalId}`, stackName, logicalId, resource };
  }

  private imported(exportName: string, where: string): ResourcePointer[] {
    for (const [stackName, template] of this.templates) {
      for (const output of Object.values(template.Outputs ?? {})) {
        if (output.Export?.Name === exportName) return this.targets(stackName, output.Value, where);
      }
    }
    throw new UnknownReference(`${where}: no stack exports ${exportName}`);
  }
}
