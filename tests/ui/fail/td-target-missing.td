// No record derives from `Target`: the toy description never says what it is.

include "toy.td"
