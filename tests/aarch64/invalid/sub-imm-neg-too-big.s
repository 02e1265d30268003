// expect: immediate-out-of-range
// -4097 cannot be turned into add #4097
sub x0, x1, #-4097
