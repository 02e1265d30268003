// let overriding list, dag, record-typed and code fields, in bodies and at
// top level, including with values built from other fields.
// tdc-json

def ins;
def GPR;
def FPR;
class Sched;
def WriteALU : Sched;
def WriteFPU : Sched;

class Inst {
  list<string> Predicates = ["Base"];
  dag InOperandList = (ins GPR:$rs);
  Sched SchedRW = WriteALU;
  code Check = [{ true }];
  list<Sched> AllSched = [SchedRW];
}

def A : Inst;
def B : Inst {
  let Predicates = !listconcat(["HasF"], ["HasD"]);
  let InOperandList = (ins FPR:$fs, FPR:$ft);
  let SchedRW = WriteFPU;
  let Check = [{ Subtarget.hasFPU() }];
}
// A top-level let gets no type context, so an empty list needs []<type>.
let Predicates = []<string>, SchedRW = WriteFPU in
def C : Inst;
