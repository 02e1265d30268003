// without wfxt: each line is rejected
wfet	x10
wfit	x14
