// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x14
wfit	x3
