// mattr: +wfxt
// instructions llvm-mc 19 takes only with: wfxt
wfet	x20
wfit	x4
