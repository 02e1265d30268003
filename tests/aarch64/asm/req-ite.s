// mattr: +ite
// instructions llvm-mc 19 takes only with: ite
trcit	x19
