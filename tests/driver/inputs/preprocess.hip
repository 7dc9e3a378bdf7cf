#define ANSWER 41 + 1
int preprocessed_value = ANSWER;
