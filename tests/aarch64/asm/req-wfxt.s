// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x2
wfit	x14
