// mattr: +sb
// instructions llvm-mc 19 takes only with: sb
sb
