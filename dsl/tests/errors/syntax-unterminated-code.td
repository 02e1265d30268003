// expect: syntax: the code block `[{` assigned to Predicate in def IsLE is never closed with `}]`.
class Pred {
  code Predicate;
}

def IsLE : Pred {
  let Predicate = [{ Subtarget->isLittleEndian();
}

def IsBE : Pred;
