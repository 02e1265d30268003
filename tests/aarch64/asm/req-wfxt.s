// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x28
wfit	x13
