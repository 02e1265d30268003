// Nested lets: inner lets override outer lets for the same field, and the
// record body overrides both.
// tdc-json

class Inst {
  int Latency = 1;
  string Sched = "default";
  bit Pseudo = false;
}

let Latency = 2 in {
  def A : Inst;
  let Latency = 3 in {
    def B : Inst;
    let Sched = "inner", Latency = 4 in
      def C : Inst;
    def D : Inst {
      let Latency = 10;
    }
  }
  let Pseudo = true in
    def E : Inst;
}
