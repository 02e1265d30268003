// mattr: +brbe
// instructions llvm-mc 19 takes only with: brbe
brb	iall
brb	inj
